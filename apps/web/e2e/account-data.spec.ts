import { readFile } from 'node:fs/promises';
import { ACCOUNT_DATA_MESSAGES } from '@scouting/contract/account-data';
import { isolate } from '@scouting/contract/bidi-isolate';
import { englishOf } from '@scouting/contract/sentences';
import { dobYearsAgo, registerMemberViaApi, STRONG_PASSWORD, uniqueEmail } from './support/accounts.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { logIn } from './support/pages.ts';
import { consentLinks, giveConsentViaMail } from './support/parental-consent.ts';

const PHONE = { width: 360, height: 740 };

test('a member downloads their data, then deletes their account from Settings', async ({ page }) => {
  test.slow();
  await page.setViewportSize(PHONE);
  const player = await registerMemberViaApi(page.request, 'Player', { fullName: 'Dana Leaving' });

  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const yourData = page.getByRole('region', { name: 'Your data' });
  await expect(yourData.getByText(englishOf(ACCOUNT_DATA_MESSAGES.exportIntro))).toBeVisible();
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, '/settings');

  // Download my data: one dated JSON file with the member's account and profile.
  const downloading = page.waitForEvent('download');
  await yourData.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  const today = new Date().toISOString().slice(0, 10);
  expect(download.suggestedFilename()).toBe(`scouting-network-data-${player.userId}-${today}.json`);
  const data = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(data.account.email).toBe(player.email);
  expect(data.profile.member).toMatchObject({ id: player.userId, fullName: 'Dana Leaving', role: 'Player' });
  await expect(yourData.getByText(englishOf(ACCOUNT_DATA_MESSAGES.exportReady))).toBeVisible();

  // Delete my account: a wrong password is refused and says so; the right one, confirmed, deletes.
  const deleteSection = page.getByRole('region', { name: 'Delete account' });
  await deleteSection.getByLabel('Your password').fill('Not-my-password-1!');
  await deleteSection.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete my account' });
  await expect(dialog.getByText(englishOf(ACCOUNT_DATA_MESSAGES.deleteConfirm))).toBeVisible();
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(deleteSection.getByText(englishOf(ACCOUNT_DATA_MESSAGES.wrongPassword))).toBeVisible();

  await deleteSection.getByLabel('Your password').fill(STRONG_PASSWORD);
  await deleteSection.getByRole('button', { name: 'Delete my account' }).click();
  await page
    .getByRole('dialog', { name: 'Delete my account' })
    .getByRole('button', { name: 'Delete my account' })
    .click();
  await expect(page.getByText(englishOf(ACCOUNT_DATA_MESSAGES.accountDeleted))).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/me')).status()).toBe(401);

  // The address no longer signs in.
  await logIn(page, player.email, STRONG_PASSWORD);
  await expect(page).not.toHaveURL(/-dashboard$/);
  await expect(page.getByRole('alert').first()).toBeVisible();
});

test('the parent who consented deletes the child’s account from the link in their mail', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const minor = await registerMemberViaApi(page.request, 'Player', { dob: dobYearsAgo(14), fullName: 'Robin Small' });
  const parentEmail = uniqueEmail('parent');
  await giveConsentViaMail(page.request, minor.userId, parentEmail);
  const { confirm } = await consentLinks(page.request, parentEmail);

  await page.context().clearCookies();
  await page.goto(confirm);
  const section = page.getByRole('region', { name: `Delete ${isolate('Robin')}’s account` });
  await expect(section.getByText(englishOf(ACCOUNT_DATA_MESSAGES.parentDeleteIntro))).toBeVisible();
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, '/parental-consent with the delete section');
  await section.getByRole('button', { name: 'Delete my child’s account' }).click();
  await expect(section.getByText(englishOf(ACCOUNT_DATA_MESSAGES.parentDeleteConfirm))).toBeVisible();
  await expectNoViolations(page);
  await section.getByRole('button', { name: 'Yes, delete the account' }).click();
  await expect(page.getByText(englishOf(ACCOUNT_DATA_MESSAGES.childAccountDeleted))).toBeVisible();

  // The child can no longer sign in.
  await page.goto('/');
  await logIn(page, minor.email, STRONG_PASSWORD);
  await expect(page).not.toHaveURL(/-dashboard$/);
  await expect(page.getByRole('alert').first()).toBeVisible();
});
