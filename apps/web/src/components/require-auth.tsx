import { Alert, Button, Stack } from '@mantine/core';
import type { TMe } from '@scouting/contract';
import { Navigate, Outlet, useLocation } from 'react-router';
import { errorMessage } from '../api/client.ts';
import { needsTwoFactorSetup, SETTINGS_PATH, useMe } from '../api/me.ts';
import { GuardedMemberContext } from '../hooks/use-member.ts';
import { useMemberT } from '../i18n/areas/member.ts';
import { useSentence } from '../i18n/sentences.ts';
import { PageLoader } from './page-loader.tsx';

/**
 * SPEC §2: guarded routes need a signed-in account, otherwise the visitor goes to /. With
 * `memberOnly`, the account must also have completed the wizard (else `/dashboard`, which leads to it).
 */
export function RequireAuth({ memberOnly = false }: { memberOnly?: boolean }) {
  const me = useMe();
  const { pathname } = useLocation();
  if (me.isPending) return <PageLoader />;
  if (me.isError) return <SessionCheckFailed message={errorMessage(me.error)} onRetry={() => me.refetch()} />;
  const redirect = whereToGo(me.data, memberOnly, pathname);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <GuardedMemberContext value={me.data?.member ?? null}>
      <Outlet />
    </GuardedMemberContext>
  );
}

/** The session could not be asked for: what went wrong, in the language shown, and a retry. */
function SessionCheckFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useMemberT();
  const sentence = useSentence();
  return (
    <Stack align="flex-start">
      <Alert color="red" title={t('member.sessionCheckFailed')}>
        {sentence(message)}
      </Alert>
      <Button onClick={onRetry}>{t('member.tryAgain')}</Button>
    </Stack>
  );
}

function whereToGo(me: TMe | null, memberOnly: boolean, pathname: string): string | null {
  if (!me) return '/';
  if (memberOnly && !me.member) return '/dashboard';
  // Issue 15 §5: an admin sets up two-factor sign-in before any other page (the server refuses them too).
  if (memberOnly && needsTwoFactorSetup(me) && pathname !== SETTINGS_PATH) return SETTINGS_PATH;
  return null;
}
