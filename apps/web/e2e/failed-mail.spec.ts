import { FAILED_MAIL_MESSAGES } from '@scouting/contract/failed-mails';
import { englishOf } from '@scouting/contract/sentences';
import { uniqueEmail } from './support/accounts.ts';
import { openAdminDashboard } from './support/admin.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { uniqueName } from './support/messaging.ts';

test("an admin finds a failed mail from the dashboard's card and sends it again after confirming", async ({
  page,
  browser,
}) => {
  test.slow();
  const subject = uniqueName('Reset your password');
  const to = uniqueEmail('failed');
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const made = await page.request.post('/api/test/failed-mails', { data: { to, subject }, headers: { origin } });
  expect(made.status(), await made.text()).toBe(201);

  // The dashboard's card says how many mails failed, and opens their list (phone-sized).
  const adminBrowser = await openAdminDashboard(browser);
  const admin = adminBrowser.page;
  const card = admin.getByRole('link', { name: /^Failed mail \d+ pending$/ });
  await expect(card).toBeVisible();
  await expectNoViolations(admin);
  await card.click();
  await expect(admin).toHaveURL(/\/admin\/failed-mails$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Failed mail' })).toBeVisible();
  const mail = admin.getByRole('listitem').filter({ hasText: subject });
  await expect(mail).toContainText(`To ${to}`);
  await expect(mail).toContainText('Last error: connect ECONNREFUSED');
  await expect(mail).not.toContainText('A mail the journey made fail.');
  await expectNoViolations(admin);
  await expectNoHorizontalScroll(admin, '/admin/failed-mails');

  // Retry asks first; Cancel leaves the mail where it was.
  await mail.getByRole('button', { name: 'Retry' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Retry this mail' });
  await expect(dialog).toContainText(englishOf(FAILED_MAIL_MESSAGES.retryConfirm));
  await expectNoViolations(admin);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(mail).toBeVisible();

  // Keyboard: the Retry button is reached and pressed without a mouse.
  await mail.getByRole('button', { name: 'Retry' }).focus();
  await admin.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Retry', exact: true }).click();
  await expect(admin.getByText(englishOf(FAILED_MAIL_MESSAGES.retried))).toBeVisible();
  await expect(mail).toHaveCount(0);
  await adminBrowser.close();
});
