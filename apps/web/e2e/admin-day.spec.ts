import type { Page } from '@playwright/test';
import { ADMIN_MESSAGES } from '@scouting/contract/admin';
import { isolate } from '@scouting/contract/bidi-isolate';
import { englishOf } from '@scouting/contract/sentences';
import { dobYearsAgo, registerMemberViaApi, uniqueEmail } from './support/accounts.ts';
import { openAdminDashboard } from './support/admin.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { openSecondBrowser, uniqueName } from './support/messaging.ts';
import { giveParentalConsentViaApi, verifyAgentViaApi } from './support/safeguarding.ts';

const UNDERAGE_PAGE = 'Review Underage Requests';

/** The number on the dashboard card of the requests to contact a minor ("3 pending"). */
async function pendingOnCard(admin: Page): Promise<number> {
  const card = admin.getByRole('link', { name: new RegExp(`^${UNDERAGE_PAGE} \\d+ pending$`) });
  await expect(card).toBeVisible();
  const text = (await card.textContent()) ?? '';
  return Number(/(\d+) pending/.exec(text)?.[1]);
}

test('an admin sees what waits on the dashboard, declines a request to contact a minor with a reason, and the count goes down', async ({
  page,
  browser,
}) => {
  test.slow();
  // An agent asks to message a minor whose parent consented (docs/product.md#who-may-see-whom).
  const minorBrowser = await openSecondBrowser(browser);
  const minor = await registerMemberViaApi(minorBrowser.page.request, 'Player', {
    fullName: uniqueName('Junior'),
    dob: dobYearsAgo(15),
  });
  await minorBrowser.close();
  await giveParentalConsentViaApi(page.request, minor.userId, uniqueEmail('parent'));
  const agent = await registerMemberViaApi(page.request, 'Agent', { fullName: uniqueName('Agent') });
  await verifyAgentViaApi(page.request, agent.userId);
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const asked = await page.request.post('/api/underage-message-request', {
    data: { agentId: agent.userId, playerId: minor.userId, message: 'I would like to invite him to a trial.' },
    headers: { origin },
  });
  expect(asked.status(), await asked.text()).toBe(201);

  // The dashboard shows how much waits in each queue, on the card that opens it.
  const adminBrowser = await openAdminDashboard(browser);
  const admin = adminBrowser.page;
  const before = await pendingOnCard(admin);
  expect(before).toBeGreaterThanOrEqual(1);
  await expect(admin.getByRole('link', { name: /^Review Reports \d+ pending$/ })).toBeVisible();
  await expect(admin.getByRole('link', { name: /^Review Agent Verifications \d+ pending$/ })).toBeVisible();
  await expectNoViolations(admin);
  await expectNoHorizontalScroll(admin, '/admin-dashboard');

  // The page lists what waits, oldest first; the request is there, Pending.
  await admin.getByRole('link', { name: new RegExp(`^${UNDERAGE_PAGE}`) }).click();
  await expect(admin.getByRole('heading', { level: 1, name: UNDERAGE_PAGE })).toBeVisible();
  const request = admin.getByRole('listitem').filter({ hasText: minor.fullName });
  await expect(request).toContainText('Pending');
  // What the decision rests on, on the card: the agent's licence and the parent's consent.
  await expect(request.getByText('Licence verified', { exact: true })).toBeVisible();
  await expect(request.getByText('Parental consent confirmed', { exact: true })).toBeVisible();
  await expect(request.getByRole('link', { name: agent.fullName })).toHaveAttribute(
    'href',
    `/agent-profile/${agent.userId}`,
  );
  await expectNoViolations(admin);
  await expectNoHorizontalScroll(admin, '/review-underage-requests');

  // Declining asks for a reason and a confirmation.
  await request.getByRole('button', { name: `Decline request for ${isolate(minor.fullName)}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Decline the request for ${isolate(minor.fullName)}` });
  await expect(dialog).toContainText('cannot ask again');
  await dialog.getByRole('button', { name: 'Decline', exact: true }).click();
  await expect(dialog.getByText(englishOf(ADMIN_MESSAGES.decisionReasonRequired))).toBeVisible();
  await expectNoViolations(admin);
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The agent gave no club or trial details.');
  await dialog.getByRole('button', { name: 'Decline', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByText(englishOf(ADMIN_MESSAGES.underageRequestDeclinedNotice))).toBeVisible();
  await expect(request).toContainText('Declined');
  await expect(request).toContainText(`Reason for declining: ${isolate('The agent gave no club or trial details.')}`);
  await expect(request.getByRole('button', { name: /^Decline/ })).toHaveCount(0);
  await admin.emulateMedia({ colorScheme: 'dark' });
  await expectNoViolations(admin);
  await admin.emulateMedia({ colorScheme: 'light' });

  // Decided requests are under the other filter, newest first.
  await admin.getByText('Decided', { exact: true }).click();
  await expect(admin.getByRole('listitem').filter({ hasText: minor.fullName }).first()).toContainText('Declined');
  await expectNoViolations(admin);

  // Back on the dashboard, one fewer waits.
  await admin.goto('/admin-dashboard');
  await expect(admin.getByRole('link', { name: new RegExp(`^${UNDERAGE_PAGE} ${before - 1} pending$`) })).toBeVisible();
  await adminBrowser.close();

  // The agent is told, with the reason.
  const notes = await page.request.get(`/api/notifications/${agent.userId}`);
  const latest = (await notes.json()).notifications[0];
  expect(latest).toMatchObject({ type: 'underage_request_declined' });
  expect(latest.message).toContain('The agent gave no club or trial details.');
});
