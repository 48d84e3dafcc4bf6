import { Alert } from '@mantine/core';
import { MESSAGES } from '@scouting/contract/first-screen';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { AuthPage, LoginCard } from '../components/auth-card.tsx';

/** `/login`: where the verification mail's link lands; `?error=` means the link did not verify. */
export function LoginPage() {
  const [params] = useSearchParams();
  const failed = params.has('error');
  return (
    <AuthPage title="Email verification">
      {failed ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
          {MESSAGES.verificationLinkInvalid}
        </Alert>
      ) : (
        <Alert color="pitch" icon={<IconCircleCheck aria-hidden />}>
          {MESSAGES.emailVerified}
        </Alert>
      )}
      <LoginCard />
    </AuthPage>
  );
}
