import { Alert, Button, Stack } from '@mantine/core';
import type { TMe } from '@scouting/contract/schemas/system';
import { useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { errorMessage } from '../api/client.ts';
import { needsTwoFactorSetup, SETTINGS_PATH, useMe } from '../api/me.ts';
import { GuardedMemberContext } from '../hooks/use-member.ts';
import { useMemberT } from '../i18n/areas/member.ts';
import { useSentence } from '../i18n/sentences.ts';
import { PageLoader } from './page-loader.tsx';
import { signInAddress } from './return-path.ts';

/**
 * docs/product.md#pages: guarded routes need a signed-in account, otherwise the visitor goes to / and
 * back here once signed in. With
 * `memberOnly`, the account must also have completed the wizard (else `/dashboard`, which leads to it).
 */
export function RequireAuth({ memberOnly = false }: { memberOnly?: boolean }) {
  const me = useMe();
  const { pathname, search } = useLocation();
  // A session that ends while in use (logout, a deleted account) is not a page opened signed out:
  // there is nothing to return to afterwards.
  const signedIn = useRef(false);
  if (me.data) signedIn.current = true;
  if (me.isPending) return <PageLoader />;
  if (me.isError) return <SessionCheckFailed message={errorMessage(me.error)} onRetry={() => me.refetch()} />;
  const redirect = whereToGo(me.data, memberOnly, pathname, search, signedIn.current);
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

function whereToGo(
  me: TMe | null,
  memberOnly: boolean,
  pathname: string,
  search: string,
  wasSignedIn: boolean,
): string | null {
  // Signed out: the sign-in page, which comes back here afterwards if the page was opened signed out.
  if (!me) return wasSignedIn ? '/' : signInAddress(pathname, search);
  if (memberOnly && !me.member) return '/dashboard';
  // Decision 012: an admin sets up two-factor sign-in before any other page (the server refuses them too).
  if (memberOnly && needsTwoFactorSetup(me) && pathname !== SETTINGS_PATH) return SETTINGS_PATH;
  return null;
}
