import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoViolations } from './axe.ts';

/** What every club-needs page is held to: no axe violation and no sideways scroll at the width shown. */
export async function checkPage(page: Page, what: string) {
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, what);
}

/** A requirement's deadline, `days` from today. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A club verified as an admin's approval leaves it (the test-only route), for journeys about what follows. */
export async function verifyClubViaApi(request: APIRequestContext, clubId: number) {
  const response = await request.post(`/api/test/verify-club/${clubId}`);
  if (!response.ok()) throw new Error(`club verification failed: ${response.status()}`);
}
