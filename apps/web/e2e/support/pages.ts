import type { Page } from '@playwright/test';

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
