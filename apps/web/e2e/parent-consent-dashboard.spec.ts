import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { dobYearsAgo, registerMemberViaApi, uniqueEmail } from './support/accounts.ts';
import { openAdminDashboard } from './support/admin.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { openSecondBrowser, uniqueName } from './support/messaging.ts';

// docs/product.md#parents: a guardian an admin linked answers the pending consent from the child's
// page, as the mailed link would.

const PHONE = { width: 390, height: 844 };

test("a guardian linked by an admin confirms the child's pending consent from the child's page", async ({
  page,
  browser,
}) => {
  test.slow();
  const childBrowser = await openSecondBrowser(browser);
  const child = await registerMemberViaApi(childBrowser.page.request, 'Player', {
    fullName: uniqueName('Kid'),
    dob: dobYearsAgo(15),
  });
  const asked = await childBrowser.page.request.put(`/api/player-details/${child.userId}`, {
    data: { parentEmail: uniqueEmail('parent') },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  await childBrowser.close();
  const parent = await registerMemberViaApi(page.request, 'Parent', { fullName: uniqueName('Guardian') });
  const adminBrowser = await openAdminDashboard(browser);
  const linked = await adminBrowser.page.request.post('/api/admin/guardian-links', {
    data: { parentId: parent.userId, childId: child.userId },
  });
  expect(linked.status(), await linked.text()).toBe(201);
  await adminBrowser.close();

  await page.setViewportSize(PHONE);
  await page.goto(`/parent-dashboard/children/${child.userId}`);
  await expect(page.getByRole('heading', { name: 'Consent: waiting for your answer' })).toBeVisible();
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, "the child's page with consent pending");

  // Refusing asks first; the parent thinks again.
  await page.getByRole('button', { name: 'Refuse consent' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refuse consent?' });
  await expect(dialog.getByText(/an admin will close the account/)).toBeVisible();
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Confirm consent' }).click();
  await expect(page.getByText(englishOf(MESSAGES.consentConfirmed))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm consent' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Withdraw my consent' })).toBeVisible();
});
