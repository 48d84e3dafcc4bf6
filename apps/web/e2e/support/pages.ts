import { expect, type Page } from '@playwright/test';

/** Fills and submits the login form of / and /login. */
export async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

export async function fillRegisterForm(page: Page, email: string, password: string, confirmPassword: string) {
  await page.getByLabel('Email').fill(email);
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
