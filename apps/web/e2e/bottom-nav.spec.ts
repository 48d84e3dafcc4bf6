import type { Locator, Page } from '@playwright/test';
import { registerMemberViaApi } from './support/accounts.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

// docs/product.md#every-members-pages: on a phone the member's main places are a bar at the foot of the screen.
const PHONE = { width: 390, height: 844 };

const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Your places' });

/** Goes to a place through the bar and sees it marked as the current one. */
async function goTo(bar: Locator, name: string) {
  await bar.getByRole('link', { name, exact: true }).click();
  await expect(bar.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(bar.locator('[aria-current="page"]')).toHaveCount(1);
}

/** Scrolled to the end, the page's last line sits above the bar, not under it. */
async function expectNothingCovered(page: Page, what: string) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const { contentBottom, barTop } = await page.evaluate(() => ({
    contentBottom: document.querySelector('main')?.getBoundingClientRect().bottom ?? Number.POSITIVE_INFINITY,
    barTop: document.querySelector('[data-bottom-nav]')?.getBoundingClientRect().top ?? 0,
  }));
  expect(contentBottom, `the end of ${what} under the bottom bar`).toBeLessThanOrEqual(barTop + 0.5);
}

test('a player moves between their places with the bottom bar on a phone', async ({ page }) => {
  const player = await registerMemberViaApi(page.request, 'Player');
  await page.setViewportSize(PHONE);
  await page.goto('/player-dashboard');
  const bar = bottomBar(page);
  await expect(bar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  // The header leaves the bar's places to it (no link twice) and keeps the one the bar has no room for.
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Opportunities' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'My applications' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Representation' })).toBeVisible();
  await expectNoViolations(page);
  await expectNothingCovered(page, 'the player dashboard');

  await goTo(bar, 'Opportunities');
  await expect(page).toHaveURL(/\/opportunities$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Opportunities' })).toBeVisible();

  await goTo(bar, 'My applications');
  await expect(page).toHaveURL(/\/my-applications$/);
  await expectNothingCovered(page, '/my-applications');

  // Messages open the dashboard's inbox; closing it leaves the dashboard, marked again.
  await goTo(bar, 'Messages');
  await expect(page).toHaveURL(/\/player-dashboard\?inbox$/);
  const messages = page.getByRole('dialog', { name: 'Messages' });
  await expect(messages).toBeVisible();
  await messages.getByRole('button', { name: 'Close messages' }).click();
  await expect(messages).toBeHidden();
  await expect(page).toHaveURL(/\/player-dashboard$/);
  await expect(bar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

  await goTo(bar, 'Profile');
  await expect(page).toHaveURL(new RegExp(`/player-profile/${player.userId}$`));

  // By keyboard too: the bar's links are in the tab order, with a visible focus ring.
  const dashboard = bar.getByRole('link', { name: 'Dashboard' });
  await bar.getByRole('link', { name: 'Opportunities' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(dashboard).toBeFocused();
  const outline = await dashboard.evaluate((link) => getComputedStyle(link).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/player-dashboard$/);
});

test('an agent moves between their places with the bottom bar on a phone, in Arabic too', async ({ page }) => {
  await registerMemberViaApi(page.request, 'Agent');
  await page.setViewportSize(PHONE);
  await page.goto('/agent-dashboard');
  const bar = bottomBar(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Search' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Representation' })).toBeVisible();

  await goTo(bar, 'Search');
  await expect(page).toHaveURL(/\/search$/);
  await goTo(bar, 'Shortlists');
  await expect(page).toHaveURL(/\/shortlists$/);
  await expectNoViolations(page);
  await goTo(bar, 'Applications');
  await expect(page).toHaveURL(/\/view-applications$/);
  await expectNothingCovered(page, '/view-applications');
  await goTo(bar, 'Messages');
  await expect(page.getByRole('dialog', { name: 'Messages' })).toBeVisible();
  await page.keyboard.press('Escape');
  await goTo(bar, 'Dashboard');
  await expect(page).toHaveURL(/\/agent-dashboard$/);

  // Right to left: the bar's places run from the right edge, and nothing scrolls sideways.
  const chosen = await page.request.put('/api/account/language', { data: { language: 'ar' } });
  expect(chosen.status(), await chosen.text()).toBe(200);
  await page.goto('/settings');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arabicBar = page.getByRole('navigation', { name: 'أقسامك' });
  const first = await arabicBar.getByRole('link', { name: 'الرئيسية' }).boundingBox();
  const last = await arabicBar.getByRole('link', { name: 'الطلبات' }).boundingBox();
  expect(first && last && first.x > last.x, 'the dashboard on the right, the applications on the left').toBe(true);
  await expectNoHorizontalScroll(page, 'the Arabic settings with the bottom bar at 390 px');
  await expectNoViolations(page);
});

test('a wide screen has no bottom bar: the header carries every place', async ({ page }) => {
  await registerMemberViaApi(page.request, 'Agent');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/agent-dashboard');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Search' })).toBeVisible();
  await expect(bottomBar(page)).toBeHidden();
});
