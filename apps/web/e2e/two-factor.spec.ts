import type { Page } from '@playwright/test';
import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { registerMemberViaApi, STRONG_PASSWORD, uniqueEmail } from './support/accounts.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { logIn } from './support/pages.ts';
import { totpCode } from './support/totp.ts';

const PHONE = { width: 360, height: 740 };

async function checkPage(page: Page, what: string) {
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, what);
}

async function signOutAndBackIn(page: Page, email: string) {
  await page.context().clearCookies();
  await page.goto('/');
  await logIn(page, email, STRONG_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
}

/** Settings → Two-factor sign-in, as a person does it with an authenticator app; returns the backup codes. */
async function turnOnTwoFactor(page: Page): Promise<{ secret: string; backupCodes: string[] }> {
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await section.getByLabel('Current password').fill(STRONG_PASSWORD);
  await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const key = section.getByLabel('Key for manual entry');
  await expect(key).toBeVisible();
  await expect(section.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  await expect(section.getByLabel('Setup address')).toContainText(/^otpauth:\/\/totp\//);
  await checkPage(page, 'the two-factor setup');
  const secret = ((await key.textContent()) ?? '').replace(/\s/g, '');
  await section.getByLabel('2. Enter the 6-digit code the app shows').fill(totpCode(secret));
  await section.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(section.getByText(englishOf(MESSAGES.backupCodesNotice))).toBeVisible();
  const codes = section.getByRole('list', { name: 'Backup codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const backupCodes = (await codes.allTextContents()).map((code) => code.trim());
  await checkPage(page, 'the backup codes');
  await section.getByRole('button', { name: 'I have saved my backup codes' }).click();
  return { secret, backupCodes };
}

test("an admin's first sign-in leads to the two-factor setup, and the admin pages open once it is on", async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize(PHONE);
  const email = uniqueEmail('first-admin');
  const created = await page.request.post('/api/test/admins', { data: { email, password: STRONG_PASSWORD } });
  expect(created.status(), await created.text()).toBe(204);

  await page.goto('/');
  await logIn(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByText(englishOf(MESSAGES.twoFactorSetupIntro))).toBeVisible();
  // What waits for two-factor is not offered, so nothing says it failed to load.
  await expect(page.getByText('Your notification preferences could not be loaded.')).toHaveCount(0);
  await expect(page.getByRole('radiogroup')).toHaveCount(0);
  await checkPage(page, '/settings before the setup');
  // Any admin page leads back here until two-factor is on.
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(/\/settings$/);

  const { backupCodes } = await turnOnTwoFactor(page);
  // Done: back to the admin's dashboard, which now opens.
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByRole('link', { name: 'Agent Analytics' })).toBeVisible();
  await page.goto('/settings');
  await expect(page.getByText(englishOf(MESSAGES.twoFactorAdminCannotDisable))).toBeVisible();
  // Before two-factor the notification preferences were not offered; now they load.
  await expect(page.getByRole('radiogroup').first()).toBeVisible();

  // Next time: the password, then a backup code (the phone is not at hand).
  await signOutAndBackIn(page, email);
  await checkPage(page, 'the code step');
  await page.getByRole('button', { name: 'Use a backup code instead' }).click();
  await page.getByLabel('Backup code').fill(backupCodes[0] ?? '');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);

  // A backup code works once.
  await signOutAndBackIn(page, email);
  await page.getByRole('button', { name: 'Use a backup code instead' }).click();
  await page.getByLabel('Backup code').fill(backupCodes[0] ?? '');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText(englishOf(MESSAGES.twoFactorInvalidBackupCode))).toBeVisible();
});

test('a player turns on two-factor sign-in in Settings, then signs in with a code from the app', async ({ page }) => {
  test.slow();
  const player = await registerMemberViaApi(page.request, 'Player');
  await page.goto('/player-dashboard');
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.setViewportSize(PHONE);
  await checkPage(page, '/settings');

  // The password form keeps the password rule and messages (docs/product.md#accounts-and-registration).
  const password = page.getByRole('region', { name: 'Password' });
  await password.getByRole('textbox', { name: 'Current password', exact: true }).fill(STRONG_PASSWORD);
  await password.getByRole('textbox', { name: 'New password', exact: true }).fill('N3w!Password');
  await password.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('N3w!Passwor');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText(englishOf(MESSAGES.passwordsDontMatch))).toBeVisible();

  const { secret } = await turnOnTwoFactor(page);
  await expect(page.getByText(/Each sign-in asks for a code/)).toBeVisible();

  await signOutAndBackIn(page, player.email);
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText(englishOf(MESSAGES.twoFactorInvalidCode))).toBeVisible();
  await checkPage(page, 'the code step with an error');
  await page.getByLabel('Authentication code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(/\/player-dashboard$/);

  // And the player may turn it off again with the password.
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await section.getByLabel('Current password').fill(STRONG_PASSWORD);
  await section.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
  await expect(section.getByText(englishOf(MESSAGES.twoFactorDisabled))).toBeVisible();
});
