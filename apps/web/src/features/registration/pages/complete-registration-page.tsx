import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { DASHBOARD_PATH, MESSAGES } from '@scouting/contract';
import { Navigate } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
import { useMe } from '../../../api/me.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { RegistrationWizard } from '../components/registration-wizard.tsx';

/** `/complete-registration`: the wizard, for a verified account that has no member yet (SPEC §2). */
export function CompleteRegistrationPage() {
  const me = useMe();
  if (me.isPending) return <PageLoader />;
  if (me.isError) return <Alert color="red">{errorMessage(me.error)}</Alert>;
  if (!me.data) return <Navigate to="/" replace />;
  if (me.data.member) return <Navigate to={DASHBOARD_PATH[me.data.member.role]} replace />;

  return (
    <Stack gap="lg" w="100%" maw={760} mx="auto">
      <PageTitle>Complete Registration</PageTitle>
      <Title order={1}>Complete Registration</Title>
      {me.data.user.emailVerified ? (
        <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }}>
          <RegistrationWizard />
        </Paper>
      ) : (
        <Text size="lg">{MESSAGES.verifyEmailFirst}</Text>
      )}
    </Stack>
  );
}
