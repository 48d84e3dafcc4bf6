import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { createVerifiedAccount, STRONG_PASSWORD, uniqueEmail } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { latestMail, linkContaining, RESET_SUBJECT } from './support/mailbox.ts';
import { logIn } from './support/pages.ts';

const NEW_PASSWORD = 'N3w.Goal!Keeper';

test('the reset request explains an empty, malformed or unknown e-mail', async ({ page }) => {
  await page.goto('/');
  const reset = page.getByRole('button', { name: 'Forgot Password? Reset Here' });

  await reset.click();
  await expect(page.getByText(englishOf(MESSAGES.enterEmailBeforeReset))).toBeVisible();

  await page.getByLabel('E-mail').fill('not-an-email');
  await reset.click();
  await expect(page.getByText(englishOf(MESSAGES.invalidEmail))).toBeVisible();

  await page.getByLabel('E-mail').fill(uniqueEmail('nobody'));
  await reset.click();
  await expect(page.getByText(englishOf(MESSAGES.emailNotRegistered))).toBeVisible();
});

test('a person resets a forgotten password from the mail and logs in with the new one', async ({ page, request }) => {
  const email = await createVerifiedAccount(request, 'reset');
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Forgot Password? Reset Here' }).click();
  await expect(page.getByText(englishOf(MESSAGES.resetEmailSent))).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const mail = await latestMail(request, email, RESET_SUBJECT);
  await page.goto(linkContaining(mail, '/reset-password'));
  await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();

  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(`${NEW_PASSWORD}x`);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(englishOf(MESSAGES.passwordsDontMatch))).toBeVisible();

  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(englishOf(MESSAGES.passwordResetDone))).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await logIn(page, email, STRONG_PASSWORD);
  await expect(page.getByText(englishOf(MESSAGES.invalidLogin))).toBeVisible();
  await logIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(englishOf(MESSAGES.emailVerifiedThanks))).toBeVisible();
});

test('the reset page explains a missing or unusable token', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText(englishOf(MESSAGES.resetLinkMissing))).toBeVisible();
  await page.getByRole('link', { name: 'Back to the login page' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/reset-password?token=not-a-real-token');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /\w/ })).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password\?token=/);
});
