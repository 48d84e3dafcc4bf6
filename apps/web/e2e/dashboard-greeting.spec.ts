import type { Page } from '@playwright/test';
import { isolate } from '@scouting/contract/bidi-isolate';
import { registerMemberViaApi } from './support/accounts.ts';
import { openAdminDashboard } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';

// Decision 051: a link straight to a dashboard paints the member's greeting from the entry script,
// and the page then renders under that same greeting. Recorded from the first frame: the greeting
// must never go away or move while the page's code arrives.

type GreetingRecord = { firstTop: number | null; tops: number[]; vanished: boolean };

/** From the page's start, every animation frame: where the h1 is, and whether it went away once shown. */
function recordGreeting() {
  const record: GreetingRecord = { firstTop: null, tops: [], vanished: false };
  (window as unknown as { greetingRecord: GreetingRecord }).greetingRecord = record;
  const sample = () => {
    const heading = document.querySelector('main h1');
    if (heading) {
      const top = Math.round(heading.getBoundingClientRect().top + window.scrollY);
      record.firstTop ??= top;
      record.tops.push(top);
    } else if (record.firstTop !== null) {
      record.vanished = true;
    }
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}

async function expectSteadyGreeting(page: Page, path: string, greeting: string) {
  await page.addInitScript(recordGreeting);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: greeting })).toBeVisible();
  // The page itself has rendered: its header's profile menu is there and the shell is gone.
  await expect(page.getByRole('button', { name: /Profile menu/ })).toBeVisible();
  await expect(page.locator('[data-shell-loader]')).toHaveCount(0);
  const record = await page.evaluate(() => (window as unknown as { greetingRecord: GreetingRecord }).greetingRecord);
  expect(record.firstTop).not.toBeNull();
  expect(record.vanished).toBe(false);
  expect(new Set(record.tops)).toEqual(new Set([record.firstTop]));
}

test('a player opening their dashboard is greeted at once, and the greeting stays put', async ({ page }) => {
  const player = await registerMemberViaApi(page.request, 'Player', { fullName: 'Greta Early' });
  await expectSteadyGreeting(page, '/player-dashboard', `Welcome, ${isolate(player.fullName)}`);
});

test('an agent, and an admin with two-factor on, are greeted the same way', async ({ page, browser }) => {
  await registerMemberViaApi(page.request, 'Agent', { fullName: 'Aga Early' });
  await expectSteadyGreeting(page, '/agent-dashboard', `Welcome, ${isolate('Aga Early')}`);

  const adminBrowser = await openAdminDashboard(browser);
  await expectSteadyGreeting(adminBrowser.page, '/admin-dashboard', 'Welcome, ');
  await adminBrowser.close();
});

test('another member’s dashboard greets nobody: the member is sent to their own', async ({ page }) => {
  const player = await registerMemberViaApi(page.request, 'Player', { fullName: 'Pim Elsewhere' });
  await page.goto('/agent-dashboard');
  await expect(page).toHaveURL(/\/player-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${isolate(player.fullName)}` })).toBeVisible();
});
