import type { Page } from '@playwright/test';
import { isolate } from '@scouting/contract/bidi-isolate';
import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { registerMemberViaApi } from './support/accounts.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { postOpportunityViaApi, signInViaApi } from './support/opportunities.ts';

// The fake YouTube's channel (apps/server/test/fake-youtube.ts): three videos, newest first.
const CHANNEL_LINK = 'https://www.youtube.com/@fakestriker';
const [NEWEST, MIDDLE, OLDEST] = ['Hat-trick against Rivals FC', 'Skills & dribbles <2025>', 'Free kick compilation'];
const PHONE = { width: 390, height: 844 };

async function stubYouTubeInBrowser(page: Page) {
  await page.route('https://i.ytimg.com/**', (route) => route.fulfill({ status: 404, body: '' }));
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
}

test('a player applies with their video profile and one chosen clip; the poster sees the card with the fit and that clip first', async ({
  page,
}) => {
  test.slow();
  await stubYouTubeInBrowser(page);
  // The scout posts for strikers of 25 to 30 from Ghana: the default player is a 25-year-old striker from Spain.
  const scout = await registerMemberViaApi(page.request, 'Scout', { fullName: 'Sam Scout' });
  const description = `Striker wanted ${Date.now()}`;
  const opportunityId = await postOpportunityViaApi(page.request, description, {
    specificPosition: 'ST',
    ageRange: '25-30',
    country: 'Ghana',
  });

  // The player connects a channel of three videos and hides one: two are shown.
  const player = await registerMemberViaApi(page.request, 'Player', { fullName: 'Kofi Striker' });
  const synced = await page.request.post(`/api/sync-youtube/${player.userId}`, {
    data: { channelIdOrUsername: CHANNEL_LINK },
  });
  expect(synced.status()).toBe(200);
  const own = (await (await page.request.get(`/api/player-videos/${player.userId}`)).json()) as {
    videos: { id: number; title: string }[];
  };
  const newest = own.videos.find((video) => video.title === NEWEST);
  expect((await page.request.put(`/api/videos/${newest?.id}`, { data: { hidden: true } })).status()).toBe(200);

  await page.setViewportSize(PHONE);
  await page.goto(`/apply/${opportunityId}`);
  const profile = page.getByRole('region', { name: 'Your video profile' });
  await expect(profile).toContainText('Your video profile goes with this application.');
  await expect(profile.getByRole('link', { name: 'See your video profile' })).toHaveAttribute(
    'href',
    `/video-profile/${player.userId}`,
  );
  // The hidden video is not offered; the free-text link is not asked for.
  const clips = profile.getByRole('group', { name: /Clips to put first/ });
  await expect(clips.getByRole('checkbox')).toHaveCount(2);
  await expect(clips.getByRole('checkbox', { name: NEWEST })).toHaveCount(0);
  await expect(page.getByLabel('Profile link (optional)')).toHaveCount(0);
  await page.getByLabel('Introduction').fill('Striker, 18 goals last season.');
  // By keyboard: Tab to the second clip and tick it with Space.
  await clips.getByRole('checkbox', { name: MIDDLE }).focus();
  await page.keyboard.press('Space');
  await expect(clips.getByRole('checkbox', { name: MIDDLE })).toBeChecked();
  await expect(clips.getByRole('checkbox', { name: OLDEST })).not.toBeChecked();
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, '/apply');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText(englishOf(MESSAGES.applicationSubmitted))).toBeVisible();

  // The scout's card: facts, the fit line, and the chosen clip first, a poster image until clicked.
  await signInViaApi(page, scout.email);
  await page.goto('/view-applications');
  const card = page
    .getByRole('list', { name: 'Applications, newest first' })
    .getByRole('listitem', { name: `Application from ${isolate('Kofi Striker')}` });
  await expect(card.getByText('Matches position and age')).toBeVisible();
  await expect(card.getByText('Does not match country')).toBeVisible();
  await expect(card.getByText('ST / LW')).toBeVisible();
  await expect(card.getByText('Spain', { exact: true })).toBeVisible();
  await expect(card.getByText(`${MIDDLE} (chosen by the player)`)).toBeVisible();
  await expect(card.locator('iframe')).toHaveCount(0);
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, '/view-applications');
  await card.getByRole('button', { name: `Play video: ${isolate(MIDDLE)}` }).click();
  await expect(card.locator(`iframe[title="${MIDDLE}"]`)).toBeVisible();
  await expect(card.getByRole('link', { name: `Video profile of ${isolate('Kofi Striker')}` })).toHaveAttribute(
    'href',
    `/video-profile/${player.userId}`,
  );
});
