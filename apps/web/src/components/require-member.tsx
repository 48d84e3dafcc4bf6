import { Alert, Button, Stack } from '@mantine/core';
import type { TMe } from '@scouting/contract';
import { Navigate, Outlet, useLocation } from 'react-router';
import { errorMessage } from '../api/client.ts';
import { useMe } from '../features/auth/api/get-me.ts';
import { PageLoader } from './page-loader.tsx';

export type TMember = NonNullable<TMe['member']>;

export const SETTINGS_PATH = '/settings';

/** An admin account without two-factor sign-in: every page but Settings stays closed to it. */
export function needsTwoFactorSetup(me: TMe): boolean {
  return me.member?.role === 'Admin' && !me.user.twoFactorEnabled;
}

/**
 * Member pages need a signed-in account (else `/`, SPEC §2) that has completed the wizard
 * (else `/dashboard`, which leads to it).
 */
export function RequireMember() {
  const me = useMe();
  const { pathname } = useLocation();
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
  if (!me.data.member) return <Navigate to="/dashboard" replace />;
  // Issue 15 §5: an admin sets up two-factor sign-in before any other page (the server refuses them too).
  if (needsTwoFactorSetup(me.data) && pathname !== SETTINGS_PATH) return <Navigate to={SETTINGS_PATH} replace />;
  return <Outlet />;
}

/** The signed-in member; only for pages under RequireMember, which never renders them without one. */
export function useMember(): TMember {
  const member = useMe().data?.member;
  if (!member) throw new Error('useMember() outside RequireMember');
  return member;
}
