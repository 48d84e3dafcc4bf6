import { AxeBuilder } from '@axe-core/playwright';
import { positionLabel } from '@scouting/contract/constants';
import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { registerMemberViaApi } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';

test('the first Tab on a page reaches a visible skip link, and Enter moves on to the main content', async ({
  page,
}) => {
  const skip = page.getByRole('link', { name: englishOf(MESSAGES.skipToContent) });
  for (const path of ['/login', '/register']) {
    await page.goto(path);
    // The page is drawn (its heading is there) before the key is pressed: a Tab sent while the page
    // is still loading can land on a link that is drawn again a moment later.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  }
  await registerMemberViaApi(page.request, 'Scout');
  await page.goto('/scout-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
});

test('focus on the loading shell stays in place when the dashboard replaces it', async ({ page }) => {
  // Decision 051: a dashboard's first load shows a shell that greets the member while the member
  // pages' code arrives, and the member layout then replaces it. That code is held here until the
  // keys have been pressed on the shell.
  await registerMemberViaApi(page.request, 'Scout');
  const skip = page.getByRole('link', { name: englishOf(MESSAGES.skipToContent) });
  const shell = page.locator('[data-shell-loader]');
  for (const keys of [['Tab'], ['Tab', 'Enter']]) {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/member-shell-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/scout-dashboard');
    await expect(shell.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
    for (const key of keys) await page.keyboard.press(key);
    const focused = keys.includes('Enter') ? page.getByRole('main') : skip;
    await expect(focused).toBeFocused();
    release();
    await expect(shell).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Profile menu/ })).toBeVisible();
    await expect(focused).toBeFocused();
    await page.unrouteAll();
  }
});

test("/video-profile's headings go in order: the player, then Video Profile", async ({ page }) => {
  const player = await registerMemberViaApi(page.request, 'Player', { primaryPosition: 'CDM' });
  await page.context().clearCookies();
  await registerMemberViaApi(page.request, 'Scout');
  await page.goto(`/video-profile/${player.userId}`);
  await expect(page.getByRole('heading', { level: 1, name: player.fullName })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Video Profile' })).toBeVisible();
  await expect(page.getByText(positionLabel('CDM'))).toBeVisible();
  const order = await new AxeBuilder({ page }).withRules(['heading-order', 'page-has-heading-one']).analyze();
  expect(order.violations.map((v) => v.id)).toEqual([]);
});
