import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@scouting/contract';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { ResetPasswordForm } from '../components/reset-password-form.tsx';

/** `/reset-password?token=…`: the target of the reset mail (ARCHITECTURE §4). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <Stack gap="lg" w="100%" maw={460} mx="auto">
      <PageTitle>Reset password</PageTitle>
      <Title order={1}>Reset password</Title>
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
    </Stack>
  );
}
