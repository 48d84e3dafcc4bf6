import { isolate } from '@scouting/contract/bidi-isolate';
import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { dobYearsAgo, registerMemberViaApi, uniqueEmail } from './support/accounts.ts';
import { openAdminBrowser } from './support/admin.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { messagesDialog, openSecondBrowser, sendInModal, uniqueName } from './support/messaging.ts';
import { giveParentalConsentViaApi, verifyAgentViaApi } from './support/safeguarding.ts';

test('an agent blocked by a minor asks the admins; once approved, the agent messages the minor', async ({
  page,
  browser,
}) => {
  // Three people in two browsers, with the admin's review between them.
  test.slow();
  const minorBrowser = await openSecondBrowser(browser);
  const minor = await registerMemberViaApi(minorBrowser.page.request, 'Player', {
    fullName: uniqueName('Young'),
    dob: dobYearsAgo(16),
  });
  await minorBrowser.close();
  // Only verified agents see a minor, once a parent confirmed (docs/product.md#who-may-see-whom).
  await giveParentalConsentViaApi(page.request, minor.userId, uniqueEmail('parent'));
  const agent = await registerMemberViaApi(page.request, 'Agent', { fullName: uniqueName('Agent') });
  await verifyAgentViaApi(page.request, agent.userId);

  // Blocked by a modal that explains why, and sends the request to the admins.
  await page.goto(`/player-profile/${minor.userId}`);
  await expect(page.getByText('Under 18')).toBeVisible();
  await page.getByRole('button', { name: 'Message', exact: true }).click();
  const blocked = page.getByRole('dialog', { name: `${isolate(minor.fullName)} is under 18` });
  await expect(blocked.getByText(englishOf(MESSAGES.underageApprovalRequired))).toBeVisible();
  await expectNoViolations(page);
  await blocked.getByRole('button', { name: 'Send request to admin' }).click();
  await expect(page.getByText(englishOf(MESSAGES.underageRequestSent))).toBeVisible();
  await expect(blocked).toBeHidden();
  await expect(messagesDialog(page)).toBeHidden();

  // Asking twice shows the server's answer.
  await page.getByRole('button', { name: 'Message', exact: true }).click();
  await blocked.getByRole('button', { name: 'Send request to admin' }).click();
  await expect(blocked.getByRole('alert')).toHaveText(englishOf(MESSAGES.underageRequestPending));
  await blocked.getByRole('button', { name: 'Cancel' }).click();

  // An admin approves the request; the approve button disappears.
  const adminBrowser = await openAdminBrowser(browser, 'Review Underage Requests');
  const admin = adminBrowser.page;
  const request = admin.getByRole('listitem').filter({ hasText: minor.fullName });
  await expect(request).toContainText('Pending');
  await expectNoViolations(admin);
  await expectNoHorizontalScroll(admin, '/review-underage-requests');
  await request.getByRole('button', { name: /^Approve/ }).click();
  // Every decision is confirmed first (docs/product.md#admin-pages).
  const confirm = admin.getByRole('dialog', { name: `Approve the request for ${isolate(minor.fullName)}` });
  await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(request).toContainText('Approved');
  await expect(request.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
  await admin.emulateMedia({ colorScheme: 'dark' });
  await expectNoViolations(admin);
  await adminBrowser.close();

  // The agent is notified, and the same button now opens the conversation.
  await expect(page.getByRole('button', { name: 'Notifications (1 unread)' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Message', exact: true }).click();
  await expect(messagesDialog(page).getByRole('heading', { name: minor.fullName })).toBeVisible();
  await sendInModal(page, 'Hello, an admin approved this conversation.');
});
