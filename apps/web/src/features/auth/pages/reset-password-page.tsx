import { Alert, Anchor, Text } from '@mantine/core';
import { MESSAGES } from '@scouting/contract';
import { Link, useSearchParams } from 'react-router';
import { AuthCard, AuthPage } from '../components/auth-card.tsx';
import { ResetPasswordForm } from '../components/reset-password-form.tsx';

/** `/reset-password?token=…`: the target of the reset mail (ARCHITECTURE §4). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthPage title="Reset password">
      {token ? (
        <AuthCard>
          <ResetPasswordForm token={token} />
        </AuthCard>
      ) : (
        <>
          <Alert color="red">{MESSAGES.resetLinkMissing}</Alert>
          <Text>
            <Anchor component={Link} to="/">
              Back to the login page
            </Anchor>
          </Text>
        </>
      )}
    </AuthPage>
  );
}
