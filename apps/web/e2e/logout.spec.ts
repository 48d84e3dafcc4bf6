import { createVerifiedAccount, STRONG_PASSWORD } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { logIn } from './support/pages.ts';

test('logout ends the session', async ({ page, request }) => {
  const email = await createVerifiedAccount(request, 'logout');
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();
  await logIn(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await page.request.get('/api/me')).status()).toBe(200);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();
  expect((await page.request.get('/api/me')).status()).toBe(401);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
});
