import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { DASHBOARD_PATH, MESSAGES } from '@scouting/contract';
import { Navigate, useNavigate } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
import { useMe } from '../../../api/me.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { PageTitle } from '../../../components/page-title.tsx';

/** `/dashboard`: the step between sign-up and the registration wizard (SPEC §2). */
export function DashboardPage() {
  const navigate = useNavigate();
  const me = useMe();
  if (me.isPending) return <PageLoader />;
  if (me.isError) return <Alert color="red">{errorMessage(me.error)}</Alert>;
  if (!me.data) return <Navigate to="/" replace />;
  if (me.data.member) return <Navigate to={DASHBOARD_PATH[me.data.member.role]} replace />;

  const verified = me.data.user.emailVerified;
  return (
    <Stack gap="lg" align="center" py="xl">
      <PageTitle>Dashboard</PageTitle>
      <Title order={1} ta="center">
        Welcome to {MESSAGES.productName}
      </Title>
      {verified ? (
        <>
          <Text size="lg" ta="center">
            {MESSAGES.emailVerifiedThanks}
          </Text>
          <Button size="md" onClick={() => navigate('/complete-registration')}>
            Complete Registration
          </Button>
        </>
      ) : (
        <Text size="lg" ta="center">
          {MESSAGES.verifyEmailFirst}
        </Text>
      )}
    </Stack>
  );
}
