import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { expect, test } from './support/fixtures.ts';

// Runs against the second server, started with PRIVATE_TESTING_MODE=true and SIGNUP_DISABLED=true.

test('the private-testing banner is on every page', async ({ page }) => {
  for (const path of ['/', '/register', '/login', '/reset-password', '/dashboard', '/agent-dashboard', '/nowhere']) {
    await page.goto(path);
    await expect(page.getByText(englishOf(MESSAGES.privateTestingBanner)), `banner on ${path}`).toBeVisible();
  }
});

test('the register screen is replaced while signup is disabled', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByText(englishOf(MESSAGES.signupDisabled), { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register' })).toHaveCount(0);
  await expect(page.getByLabel('E-mail')).toHaveCount(0);
});
