import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { registerMemberViaApi, STRONG_PASSWORD } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { logIn } from './support/pages.ts';

test('the landing page presents the product and links to sign-up and back', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: englishOf(MESSAGES.productName) })).toBeVisible();
  await expect(page.getByText(englishOf(MESSAGES.tagline))).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveAttribute('type', 'email');
  await page.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByText('Already have an account?')).toBeVisible();
  await page.getByRole('button', { name: 'Login here' }).click();
  await expect(page).toHaveURL(/\/$/);
});

for (const path of ['/agent-dashboard', '/player-profile/1', '/apply/7', '/review-underage-requests']) {
  test(`${path} sends a signed-out visitor to /, keeping the page to return to`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(`/?next=${encodeURIComponent(path)}`);
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  });
}

test('/dashboard sends a signed-out visitor to /', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
});

test('a page opened signed out opens once the member has signed in', async ({ page, request }) => {
  const agent = await registerMemberViaApi(request, 'Agent');
  await page.goto('/search?position=ST');
  await logIn(page, agent.email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/search\?position=ST$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a registered member can open a guarded page', async ({ page }) => {
  await registerMemberViaApi(page.request, 'Agent');
  await page.goto('/offer-to-sign/3');
  await expect(page.getByRole('heading', { name: 'Offer to Sign' })).toBeVisible();
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: englishOf(MESSAGES.notFound) })).toBeVisible();
});

test('the account screens fit a 360 px wide phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/', '/register', '/login', '/reset-password?token=x']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
  }
});
