import type { Locator, Page } from '@playwright/test';
import { isolate } from '@scouting/contract/bidi-isolate';
import { positionLabel } from '@scouting/contract/constants';
import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { dobYearsAgo, registerMemberViaApi } from './support/accounts.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { choose } from './support/wizard.ts';

// The fake YouTube (apps/server/test/fake-youtube.ts) that the e2e server syncs from.
const CHANNEL_LINK = 'https://www.youtube.com/@fakestriker';
const FIRST_VIDEO = 'Hat-trick against Rivals FC';

/**
 * The browser never reaches the real YouTube: thumbnails answer 404 (as offline, so the drawn
 * placeholder shows; a 4xx is an expected console line) and the embedded player is a blank page.
 */
async function stubYouTubeInBrowser(page: Page) {
  await page.route('https://i.ytimg.com/**', (route) => route.fulfill({ status: 404, body: '' }));
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
}

/** Clicks the star as a person does: Mantine's radio inputs are visually hidden behind their labels. */
async function rate(card: Locator, stars: number, title: string) {
  const input = card.getByRole('radio', { name: `${stars} ${stars === 1 ? 'star' : 'stars'} for ${isolate(title)}` });
  const id = await input.getAttribute('id');
  await card.locator(`label[for="${id}"]`).click();
}

test('a player connects a YouTube channel and sees the videos, each played only when clicked', async ({ page }) => {
  await stubYouTubeInBrowser(page);
  await registerMemberViaApi(page.request, 'Player');
  await page.goto('/player-dashboard');

  const connect = page.getByRole('region', { name: 'Connect your YouTube channel' });
  await expect(connect).toBeVisible();
  const link = connect.getByRole('textbox', { name: 'YouTube channel link' });
  await link.fill('https://www.youtube.com/user/fakestriker');
  await connect.getByRole('button', { name: 'Connect channel' }).click();
  await expect(connect.getByText(englishOf(MESSAGES.invalidChannelUrl))).toBeVisible();

  // A well-formed link of a channel YouTube does not know: the server's message.
  await link.fill('https://www.youtube.com/@nobody_here');
  await connect.getByRole('button', { name: 'Connect channel' }).click();
  await expect(connect.getByRole('alert')).toHaveText(englishOf(MESSAGES.youtubeChannelNotFound));

  await link.fill(CHANNEL_LINK);
  await connect.getByRole('button', { name: 'Connect channel' }).click();
  await expect(page.getByText(`${englishOf(MESSAGES.channelSynced)} 3 new, 3 in all.`)).toBeVisible();
  await expect(connect).toBeHidden();
  const videos = page.getByRole('list', { name: 'Videos' }).getByRole('listitem');
  await expect(videos).toHaveCount(3);
  await expect(videos.first()).toHaveAccessibleName(FIRST_VIDEO);
  // Thumbnails first: no player is loaded until one is asked for; the broken thumbnail is drawn instead.
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.locator('[data-thumbnail-fallback]')).toHaveCount(3);
  // Players cannot rate (docs/product.md#videos-and-ratings): no stars to click.
  await expect(page.getByRole('radiogroup')).toHaveCount(0);
  await expectNoViolations(page);

  await page.getByRole('button', { name: `Play video: ${isolate(FIRST_VIDEO)}` }).click();
  const player = page.locator('iframe');
  await expect(player).toHaveCount(1);
  await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/fkVideo0001?autoplay=1');
  await expect(player).toHaveAttribute('height', '200');
  await expect(player).toHaveAttribute('title', FIRST_VIDEO);

  // Syncing again adds nothing twice.
  await page.getByRole('button', { name: 'Sync videos' }).click();
  await expect(page.getByText(`${englishOf(MESSAGES.channelSynced)} 0 new, 3 in all.`)).toBeVisible();
  await expect(videos).toHaveCount(3);

  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoHorizontalScroll(page, 'the player dashboard with videos');
});

test('an agent filters the pool, rates a video and sees the average change; the player cannot rate', async ({
  page,
}) => {
  // Two members, a synced channel, the pool's filters and a rating: over two minutes on a busy machine.
  test.slow();
  await stubYouTubeInBrowser(page);
  // A player only this test creates: Iceland, centre back, represented, 38.
  const player = await registerMemberViaApi(page.request, 'Player', {
    fullName: 'Einar Pool Tester',
    country: 'Iceland',
    dob: dobYearsAgo(38),
    primaryPosition: 'CB',
    secondaryPosition: 'RB',
    status: 'Represented',
  });
  const synced = await page.request.post(`/api/sync-youtube/${player.userId}`, {
    data: { channelIdOrUsername: CHANNEL_LINK },
  });
  expect(synced.status()).toBe(200);

  // The player looks at their own profile: videos, no stars; the API refuses a player's rating too.
  await page.goto(`/video-profile/${player.userId}`);
  await expect(page.getByRole('list', { name: 'Videos' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('radiogroup')).toHaveCount(0);
  const { videos } = (await (await page.request.get(`/api/player-videos/${player.userId}`)).json()) as {
    videos: { id: number; title: string }[];
  };
  const refused = await page.request.post('/api/rate-video', { data: { videoId: videos[0]?.id, rating: 5 } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error).toBe(englishOf(MESSAGES.playersCannotRate));

  await page.context().clearCookies();
  await registerMemberViaApi(page.request, 'Agent');
  await page.goto('/agent-dashboard');
  const pool = page.getByRole('region', { name: 'Player Video Profiles' });
  await expect(pool).toBeVisible();

  await choose(page, 'Age range', '36-40', pool);
  await choose(page, 'General position', 'Defenders', pool);
  await choose(page, 'Primary position', positionLabel('CB'), pool);
  await choose(page, 'Country', 'Iceland', pool);
  await choose(page, 'Status', 'Represented', pool);
  await choose(page, 'Minimum rating', '1 star', pool);
  // Nothing rated yet, so nothing reaches one star.
  await expect(pool.getByText(englishOf(MESSAGES.noVideosMatch))).toBeVisible();
  await pool.getByRole('combobox', { name: 'Minimum rating' }).click();
  await page.getByRole('option', { name: '1 star', exact: true }).click(); // clicking the chosen option clears it
  const items = pool.getByRole('list', { name: 'Video pool' }).getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expectNoViolations(page);

  const card = items.filter({ has: page.getByText(FIRST_VIDEO, { exact: true }) });
  await expect(card.getByText('Einar Pool Tester')).toBeVisible();
  await expect(card.getByText(`Age 38 · ${positionLabel('CB')} · Iceland · Represented`)).toBeVisible();
  await expect(card.getByTestId('pool-average')).toHaveText('Not rated yet');
  await rate(card, 4, FIRST_VIDEO);
  await expect(page.getByText(englishOf(MESSAGES.ratingSaved)).first()).toBeVisible();
  await expect(card.getByTestId('pool-average')).toHaveText('4 of 5 (1 rating)');
  // Rating again changes the rating; it never adds a second one.
  await rate(card, 2, FIRST_VIDEO);
  await expect(card.getByTestId('pool-average')).toHaveText('2 of 5 (1 rating)');

  await choose(page, 'Minimum rating', '3 stars', pool);
  await expect(pool.getByText(englishOf(MESSAGES.noVideosMatch))).toBeVisible();
  await choose(page, 'Minimum rating', '2 stars', pool);
  await expect(items).toHaveCount(1);

  await card.getByRole('link', { name: 'Einar Pool Tester', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/video-profile/${player.userId}$`));
  await expect(page.getByTestId('player-average')).toHaveText('Average rating 2.0 of 5 from 1 rating');
  await expect(page.getByRole('radiogroup', { name: 'Your rating' }).first()).toBeVisible();
  await expectNoViolations(page);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/agent-dashboard');
  // On a phone the pool folds behind its name, under the inbox.
  await expect(page.getByRole('region', { name: 'Inbox' })).toBeVisible();
  await expect(pool).toHaveCount(0);
  await page.getByRole('button', { name: 'Player Video Profiles', expanded: false }).click();
  await expect(pool).toBeVisible();
  await expectNoHorizontalScroll(page, 'the agent dashboard with the video pool');

  // On a phone the filters fold behind a button; an empty result offers Clear filters.
  await expect(pool.getByRole('combobox', { name: 'Age range' })).toBeHidden();
  await pool.getByRole('button', { name: 'Filters' }).click();
  await choose(page, 'Age range', '36-40', pool);
  await choose(page, 'Country', 'Iceland', pool);
  await choose(page, 'Minimum rating', '5 stars', pool);
  await expect(pool.getByText(englishOf(MESSAGES.noVideosMatch))).toBeVisible();
  await pool.getByRole('button', { name: 'Hide filters' }).click();
  await expect(pool.getByRole('button', { name: 'Filters (3)' })).toBeVisible();
  await expectNoViolations(page);
  await pool.getByRole('button', { name: 'Clear filters' }).click();
  await expect(pool.getByText(englishOf(MESSAGES.noVideosMatch))).toBeHidden();
  await expect(pool.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
  await pool.getByRole('button', { name: 'Filters', exact: true }).click();
  await expect(pool.getByRole('combobox', { name: 'Age range' })).toHaveValue('');
  await expectNoHorizontalScroll(page, 'the video pool with its filters open');
});

test('the video profile page explains a missing player id and a player without videos', async ({ page }) => {
  const player = await registerMemberViaApi(page.request, 'Player');
  await page.context().clearCookies();
  await registerMemberViaApi(page.request, 'Scout');
  await page.goto('/video-profile/not-a-number');
  await expect(page.getByRole('alert')).toHaveText(englishOf(MESSAGES.playerIdMissing));
  await page.goto(`/video-profile/${player.userId}`);
  await expect(page.getByText(englishOf(MESSAGES.noVideosYet))).toBeVisible();
  await expect(page.getByRole('region', { name: 'Connect your YouTube channel' })).toHaveCount(0);
  await expect(page.getByTestId('player-average')).toHaveText('No ratings yet');
  await expectNoViolations(page);
  await page.goto('/video-profile/999999');
  await expect(page.getByRole('alert')).toHaveText(englishOf(MESSAGES.videoProfileLoadFailed));
});
