import { AxeBuilder } from '@axe-core/playwright';
import { MESSAGES, positionLabel } from '@scouting/contract';
import { registerMemberViaApi } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';

test('the first Tab on a page reaches a visible skip link, and Enter moves on to the main content', async ({
  page,
}) => {
  const skip = page.getByRole('link', { name: MESSAGES.skipToContent });
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
  // A member page swaps the loading shell, which already greets the member (issue 30 §1), for the
  // member layout: the key is pressed once the dashboard itself is drawn, or it reaches a link that
  // is then replaced.
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await expect(page.locator('[data-shell-loader]')).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
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
