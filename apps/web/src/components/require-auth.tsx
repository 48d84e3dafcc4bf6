import { Alert, Button, Stack } from '@mantine/core';
import { Navigate, Outlet } from 'react-router';
import { errorMessage } from '../api/client.ts';
import { useMe } from '../features/auth/api/get-me.ts';
import { PageLoader } from './page-loader.tsx';

/** SPEC §2: guarded routes need a signed-in account, otherwise the visitor goes to /. */
export function RequireAuth() {
  const me = useMe();
  if (me.isPending) return <PageLoader />;
  if (me.isError) {
    return (
      <Stack align="flex-start">
        <Alert color="red" title="Could not check your session">
          {errorMessage(me.error)}
        </Alert>
        <Button onClick={() => me.refetch()}>Try again</Button>
      </Stack>
    );
  }
  if (!me.data) return <Navigate to="/" replace />;
  return <Outlet />;
}
