import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { registerMemberViaApi } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { countChimes, createNotification } from './support/notifications.ts';

test('a new notification raises the bell count, chimes, and opens highlighted on the list', async ({ page }) => {
  await page.addInitScript(countChimes);
  const player = await registerMemberViaApi(page.request, 'Player');
  await createNotification(page.request, player.userId, 'An older notification waiting at login');
  await page.goto('/player-dashboard');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications (1 unread)');
  // The count a page first learns is not news: no chime on load.
  expect(await page.evaluate(() => (window as unknown as { chimes: number }).chimes)).toBe(0);

  await createNotification(page.request, player.userId, 'Your application was received by Goal Line Agency');
  await expect(bell).toHaveAccessibleName('Notifications (2 unread)', { timeout: 15_000 });
  await expect.poll(() => page.evaluate(() => (window as unknown as { chimes: number }).chimes)).toBe(1);

  await bell.click();
  await expect(bell).toHaveAccessibleName('Notifications');
  const dropdown = page.getByRole('list', { name: 'Latest notifications' });
  await expect(dropdown.getByRole('button')).toHaveCount(2);
  await dropdown.getByRole('button', { name: /Goal Line Agency/ }).click();

  await expect(page).toHaveURL(/\/player-notifications$/);
  const list = page.getByRole('list', { name: 'Notifications, newest first' });
  const first = list.getByRole('listitem').first();
  await expect(first).toHaveAttribute('aria-current', 'true');
  await expect(first).toContainText('Your application was received by Goal Line Agency');
  await expect(list.getByRole('listitem')).toHaveCount(2);

  // Opening the bell marked them read on the server too.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(page.locator('[data-unread]')).toHaveCount(0);
});

test('the notifications page pages through older notifications and marks unread ones', async ({ page }) => {
  const agent = await registerMemberViaApi(page.request, 'Agent');
  for (let n = 1; n <= 23; n++) await createNotification(page.request, agent.userId, `Update number ${n}`);
  await page.goto('/agent-notifications');
  const items = page.getByRole('list', { name: 'Notifications, newest first' }).getByRole('listitem');
  await expect(items).toHaveCount(20);
  await expect(items.first()).toContainText('Update number 23');
  await expect(page.locator('[data-unread]')).toHaveCount(20);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoViolations(page);
  }
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(items).toHaveCount(23);
  await expect(items.last()).toContainText('Update number 1');
  await expect(page.getByRole('button', { name: 'Load more' })).toBeHidden();
});

test('a member without notifications is told so, and the bell’s dropdown is kept by the keyboard', async ({ page }) => {
  await registerMemberViaApi(page.request, 'Scout');
  await page.goto('/player-notifications');
  await expect(page.getByText(englishOf(MESSAGES.noNotifications))).toBeVisible();
  const bell = page.getByRole('button', { name: 'Notifications', exact: true });
  await bell.click();
  const dropdown = page.getByRole('dialog');
  await expect(dropdown.getByText(englishOf(MESSAGES.noNotifications))).toBeVisible();
  // The dropdown lives at the end of the page: the focus goes into it, and Escape brings it back.
  await expect(dropdown.getByRole('button', { name: 'See all notifications' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dropdown).toBeHidden();
  await expect(bell).toBeFocused();
});
