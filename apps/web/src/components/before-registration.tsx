import { Alert } from '@mantine/core';
import { DASHBOARD_PATH } from '@scouting/contract/roles';
import type { TMe } from '@scouting/contract/schemas/system';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { errorMessage } from '../api/client.ts';
import { useMe } from '../api/me.ts';
import { returnPath } from '../api/return-path.ts';
import { useSentence } from '../i18n/sentences.ts';
import { PageLoader } from './page-loader.tsx';

/**
 * The steps between sign-up and membership (`/dashboard`, `/complete-registration`): shown to a
 * signed-in account that has no member yet. Nobody signed in goes to `/`; a member goes to their
 * dashboard, or a parent who signed in from a guardian mail back to that mail's page
 * (docs/product.md#parents), so the wizard's own redirect and this one land in the same place.
 */
export function BeforeRegistration({ children }: { children: (user: TMe['user']) => ReactNode }) {
  const sentence = useSentence();
  const me = useMe();
  if (me.isPending) return <PageLoader />;
  if (me.isError) return <Alert color="red">{sentence(errorMessage(me.error))}</Alert>;
  if (!me.data) return <Navigate to="/" replace />;
  if (me.data.member) {
    const back = me.data.member.role === 'Parent' ? returnPath() : null;
    return <Navigate to={back ?? DASHBOARD_PATH[me.data.member.role]} replace />;
  }
  return children(me.data.user);
}
