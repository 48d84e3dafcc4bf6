import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from './credentials.ts';
import { answerTwoFactor, enableTwoFactorViaApi } from './two-factor.ts';

/**
 * Fills and submits the login form of / and /login. The shared e2e admin must use two-factor
 * sign-in (decision 012): for it, two-factor is turned on with its known secret and the code
 * step answered, so journeys about other things sign in as before.
 */
export async function logIn(page: Page, email: string, password: string) {
  const sharedAdmin = email === E2E_ADMIN.email;
  if (sharedAdmin) await enableTwoFactorViaApi(page.request, email, E2E_ADMIN.totpSecret);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  if (sharedAdmin) await answerTwoFactor(page, E2E_ADMIN.totpSecret);
}

export async function fillRegisterForm(page: Page, email: string, password: string, confirmPassword: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(confirmPassword);
}

/** Signs whoever is in this browser out (by dropping the cookies) and signs `email` in, landing on their dashboard. */
export async function switchTo(page: Page, email: string, password: string) {
  await page.context().clearCookies();
  await page.goto('/');
  await logIn(page, email, password);
  await expect(page).toHaveURL(/-dashboard$/);
}
