import type { Locator, Page } from '@playwright/test';
import { isolate } from '@scouting/contract/bidi-isolate';
import { positionLabel } from '@scouting/contract/constants';
import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { dobYearsAgo, registerMemberViaApi } from './support/accounts.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { E2E_ADMIN } from './support/credentials.ts';
import { expect, test } from './support/fixtures.ts';
import { messagesDialog, openSecondBrowser, sendInModal, uniqueName } from './support/messaging.ts';
import { countChimes, createNotification } from './support/notifications.ts';
import { postOpportunityViaApi } from './support/opportunities.ts';
import { logIn } from './support/pages.ts';
import { transfermarktPermission, withdrawTransfermarktPermission } from './support/transfermarkt.ts';
import { choose } from './support/wizard.ts';

// Decision 010: the screens lead into each other the way a new member expects.

const PHONE = { width: 360, height: 740 };
// The fake YouTube (apps/server/test/fake-youtube.ts) that the e2e server syncs from.
const CHANNEL_LINK = 'https://www.youtube.com/@fakestriker';
const FIRST_VIDEO = 'Hat-trick against Rivals FC';
// A country no other journey gives its players, so the pool filter finds only this one.
const POOL_COUNTRY = 'Liechtenstein';

/** Thumbnails answer 404 (the drawn placeholder shows) and the embedded player is a blank page. */
async function stubYouTubeInBrowser(page: Page) {
  await page.route('https://i.ytimg.com/**', (route) => route.fulfill({ status: 404, body: '' }));
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
}

/** Clicks the star as a person does: Mantine's radio inputs are visually hidden behind their labels. */
async function rate(within: Locator, stars: number, title: string) {
  const input = within.getByRole('radio', { name: `${stars} ${stars === 1 ? 'star' : 'stars'} for ${isolate(title)}` });
  const id = await input.getAttribute('id');
  await within.locator(`label[for="${id}"]`).click();
}

test('an agent goes from the pool through the video profile to a message the player reads', async ({
  page,
  browser,
}) => {
  test.slow();
  await stubYouTubeInBrowser(page);
  const playerBrowser = await openSecondBrowser(browser);
  const playerPage = playerBrowser.page;
  await stubYouTubeInBrowser(playerPage);
  const player = await registerMemberViaApi(playerPage.request, 'Player', {
    fullName: uniqueName('Liam'),
    country: POOL_COUNTRY,
    dob: dobYearsAgo(27),
    primaryPosition: 'ST',
    secondaryPosition: 'LW',
  });
  expect(
    (
      await playerPage.request.post(`/api/sync-youtube/${player.userId}`, {
        data: { channelIdOrUsername: CHANNEL_LINK },
      })
    ).status(),
  ).toBe(200);
  const link = 'https://www.transfermarkt.com/liam/profil/spieler/13';
  expect(
    (
      await playerPage.request.put(`/api/player/transfermarkt/${player.userId}`, { data: { transfermarktUrl: link } })
    ).status(),
  ).toBe(200);
  await playerPage.goto('/player-dashboard');
  const inbox = playerPage.getByRole('region', { name: 'Inbox' });
  await expect(inbox.getByText(englishOf(MESSAGES.noConversations))).toBeVisible();

  // The agent finds the player in the pool; the card leads to the videos and to the profile.
  await registerMemberViaApi(page.request, 'Agent', { fullName: uniqueName('Ava') });
  await page.goto('/agent-dashboard');
  const pool = page.getByRole('region', { name: 'Player Video Profiles' });
  await choose(page, 'Country', POOL_COUNTRY, pool);
  const card = pool.getByRole('list', { name: 'Video pool' }).getByRole('listitem').filter({ hasText: FIRST_VIDEO });
  await expect(card.getByRole('link', { name: `Profile of ${isolate(player.fullName)}` })).toHaveAttribute(
    'href',
    `/player-profile/${player.userId}`,
  );
  await card.getByRole('link', { name: player.fullName, exact: true }).click();

  // The video profile says whose videos these are, and each video its own average.
  await expect(page).toHaveURL(new RegExp(`/video-profile/${player.userId}$`));
  const about = page.getByRole('region', { name: `About ${isolate(player.fullName)}` });
  await expect(about.getByRole('heading', { name: player.fullName })).toBeVisible();
  await expect(about).toContainText(`Age 27 · ${positionLabel('ST')} · ${POOL_COUNTRY}`);
  await expect(about.getByTestId('player-average')).toHaveText('No ratings yet');
  const video = page.getByRole('list', { name: 'Videos' }).getByRole('listitem', { name: FIRST_VIDEO });
  await expect(video.getByTestId('video-average')).toHaveText('No ratings yet');
  await rate(video, 4, FIRST_VIDEO);
  await expect(video.getByTestId('video-average')).toHaveText('Average rating 4.0 of 5 from 1 rating');
  await expect(about.getByTestId('player-average')).toHaveText('Average rating 4.0 of 5 from 1 rating');
  await expectNoViolations(page);
  await page.setViewportSize(PHONE);
  await expectNoHorizontalScroll(page, 'the video profile');

  // One click to the full profile: the Transfermarkt link and the latest videos, with See all.
  await about.getByRole('link', { name: player.fullName }).click();
  await expect(page).toHaveURL(new RegExp(`/player-profile/${player.userId}$`));
  await expect(page.getByRole('link', { name: link })).toHaveAttribute('href', link);
  const latest = page.getByRole('region', { name: 'Latest videos' });
  await expect(latest.getByRole('listitem').first()).toBeVisible();
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, 'the player profile');
  await latest.getByRole('link', { name: `See all videos of ${isolate(player.fullName)}` }).click();
  await expect(page).toHaveURL(new RegExp(`/video-profile/${player.userId}$`));

  // Message from the video profile opens the conversation in the messaging modal.
  await page.setViewportSize({ width: 1280, height: 800 });
  await about.getByRole('button', { name: 'Message', exact: true }).click();
  const dialog = messagesDialog(page);
  await expect(dialog.getByRole('heading', { name: player.fullName })).toBeVisible();
  const text = 'Your hat-trick against Rivals FC caught my eye. Could we talk this week?';
  await sendInModal(page, text);
  await expectNoViolations(page);

  // The player is told without reloading (of the rating and of the message) and reads it.
  await expect(playerPage.getByRole('button', { name: 'Notifications (2 unread)' })).toBeVisible({ timeout: 15_000 });
  await inbox.getByRole('button', { name: 'Open Messages' }).click();
  const playerDialog = messagesDialog(playerPage);
  await playerDialog.getByRole('button', { name: /Ava/ }).click();
  await expect(playerDialog.getByRole('list', { name: /^Messages with \u2068Ava/ })).toContainText(text);
  await playerBrowser.close();
});

test('the bell keeps polling in a background tab: the count, the title and the chime change', async ({ page }) => {
  await page.addInitScript(countChimes);
  const player = await registerMemberViaApi(page.request, 'Player');
  // The bell asks for its count once the page's first screen is shown: the page knows it (none)
  // before the member leaves.
  const firstCount = page.waitForResponse((response) => response.url().includes(`/api/notifications/${player.userId}`));
  await page.goto('/player-dashboard');
  await firstCount;
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page).toHaveTitle(/^Player Dashboard/);

  // The member switches to another tab: the page is hidden, as the browser tells it.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await createNotification(page.request, player.userId, 'Goal Line Agency viewed your video profile');
  await expect(bell).toHaveAccessibleName('Notifications (1 unread)', { timeout: 15_000 });
  await expect(page).toHaveTitle(/^\(1\) Player Dashboard/);
  await expect.poll(() => page.evaluate(() => (window as unknown as { chimes: number }).chimes)).toBe(1);

  await createNotification(page.request, player.userId, 'A second one while away');
  await expect(page).toHaveTitle(/^\(2\) Player Dashboard/, { timeout: 15_000 });

  // Reading them clears the count from the title too.
  await bell.click();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page).toHaveTitle(/^Player Dashboard/);
});

test('an opportunity the player applied to says Applied, and /apply says so instead of the form', async ({ page }) => {
  await registerMemberViaApi(page.request, 'Agent');
  const appliedTo = await postOpportunityViaApi(page.request, `Applied-to trial ${uniqueName('post')}`);
  const open = await postOpportunityViaApi(page.request, `Still open trial ${uniqueName('post')}`);
  await page.context().clearCookies();
  const player = await registerMemberViaApi(page.request, 'Player');
  const applied = await page.request.post('/api/apply', {
    multipart: { playerId: String(player.userId), opportunityId: String(appliedTo), introduction: 'I score goals.' },
  });
  expect(applied.status(), await applied.text()).toBe(201);

  await page.goto('/player-dashboard');
  const list = page.getByRole('list', { name: 'All opportunities' });
  const done = list.getByRole('listitem').filter({ hasText: 'Applied-to trial' });
  await expect(done.getByText('Applied', { exact: true })).toBeVisible();
  await expect(done.getByText(/^on /)).toBeVisible();
  await expect(done.getByRole('link', { name: /^Apply/ })).toHaveCount(0);
  const notYet = list.getByRole('listitem').filter({ hasText: 'Still open trial' });
  await expect(notYet.getByRole('link', { name: /^Apply/ })).toHaveAttribute('href', `/apply/${open}`);
  await expectNoViolations(page);
  await page.setViewportSize(PHONE);
  await expectNoHorizontalScroll(page, 'the player dashboard with an applied opportunity');

  await page.goto(`/apply/${appliedTo}`);
  await expect(page.getByRole('status').filter({ hasText: englishOf(MESSAGES.alreadyApplied) })).toBeVisible();
  await expect(page.getByLabel('Introduction')).toHaveCount(0);
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, '/apply for an applied opportunity');
  await page.goto(`/apply/${open}`);
  await expect(page.getByLabel('Introduction')).toBeVisible();
});

test("an admin switches a player's Transfermarkt permission from the player's profile", async ({ page }) => {
  const player = await registerMemberViaApi(page.request, 'Player', { fullName: uniqueName('Noah') });
  await page.context().clearCookies();
  await page.goto('/');
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/-dashboard$/);

  // A player who never applied to be listed: only the profile offers the switch.
  await page.goto(`/player-profile/${player.userId}`);
  const section = page.getByRole('region', { name: 'Transfermarkt' });
  await expect(section.getByText('No Transfermarkt link yet.')).toBeVisible();
  const permission = transfermarktPermission(section, player.fullName);
  await withdrawTransfermarktPermission(page, permission, player.userId);
  await page.reload();
  await expect(permission).not.toBeChecked();
  await expectNoViolations(page);
  await page.setViewportSize(PHONE);
  await expectNoHorizontalScroll(page, "the player's profile in the admin view");
});
