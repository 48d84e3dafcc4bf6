import { Alert, Stack, Title } from '@mantine/core';
import { MESSAGES } from '@scouting/contract';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { LoginForm } from '../components/login-form.tsx';

/** `/login`: where the verification mail's link lands; `?error=` means the link did not verify. */
export function LoginPage() {
  const [params] = useSearchParams();
  const failed = params.has('error');
  return (
    <Stack gap="lg" w="100%" maw={460} mx="auto">
      <PageTitle>Email verification</PageTitle>
      <Title order={1}>Email verification</Title>
      {failed ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
          {MESSAGES.verificationLinkInvalid}
        </Alert>
      ) : (
        <Alert color="pitch" icon={<IconCircleCheck aria-hidden />}>
          {MESSAGES.emailVerified}
        </Alert>
      )}
      <AuthCard>
        <Stack gap="md">
          <Title order={2} size="h3">
            Login
          </Title>
          <LoginForm />
        </Stack>
      </AuthCard>
    </Stack>
  );
}
