import { Stack } from '@mantine/core';
import { DASHBOARD_PATH } from '@scouting/contract/roles';
import type { TMe } from '@scouting/contract/schemas/system';
import { useEffect } from 'react';
import {
  meQuery,
  needsTwoFactorSetup,
  prefetchSharedQuery,
  readSharedQuery,
  useSharedQuery,
} from '../api/first-screen-data.ts';
import { useFirstScreenShown } from '../hooks/use-first-screen-shown.ts';
import { DashboardHeading } from './dashboard-heading.tsx';
import { PageLoader } from './page-loader.tsx';

const DASHBOARD_PATHS = new Set(Object.values(DASHBOARD_PATH));

/** How long the member pages' code waits at most for the greeting to be shown. */
const GREETING_WAIT_MS = 1500;

/** The member a link straight to their own dashboard greets while the page's code loads, if any. */
export function greetedMember(me: TMe | null | undefined, path: string) {
  const member = me?.member;
  if (!me || !member || DASHBOARD_PATH[member.role] !== path) return undefined;
  // Such an admin is sent to Settings first (decision 012): no greeting that would vanish.
  return needsTwoFactorSetup(me) ? undefined : member;
}

let greetingShown: () => void = () => {};
const greeting = new Promise<void>((resolve) => {
  greetingShown = resolve;
});

/**
 * A link straight to a dashboard (decision 051): the entry draws the header and greets the member by
 * name from the session's answer alone, and the member pages' code is asked for once that greeting
 * has been shown. On a phone's slow data the member sees the page, and who it is for, after one
 * script and one small answer rather than after every script of the page; the page then renders
 * below the same greeting, in the same place (DashboardHeading), without a shift.
 *
 * Only the first load of a dashboard waits, and for the greeting only when there is one to show: any
 * other page, another member's dashboard, or a visitor signed out loads at once.
 */
export async function greetingFirst(path: string): Promise<void> {
  if (!DASHBOARD_PATHS.has(path)) return;
  await prefetchSharedQuery(meQuery);
  if (!greetedMember(readSharedQuery(meQuery), path)) return;
  await Promise.race([greeting, new Promise((resolve) => setTimeout(resolve, GREETING_WAIT_MS))]);
}

/** What the loading shell shows on a dashboard's first load: the greeting once the session is known. */
export function FirstScreenGreeting() {
  const me = useSharedQuery(meQuery);
  const member = greetedMember(me, window.location.pathname);
  if (!member) return <PageLoader />;
  return (
    <Stack gap="xl">
      <ShownGreeting memberRole={member.role} fullName={member.fullName} />
      <PageLoader />
    </Stack>
  );
}

function ShownGreeting(props: Parameters<typeof DashboardHeading>[0]) {
  const shown = useFirstScreenShown();
  useEffect(() => {
    if (!shown) return;
    greetingShown();
  }, [shown]);
  return <DashboardHeading {...props} />;
}
