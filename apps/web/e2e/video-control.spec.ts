import type { Page } from '@playwright/test';
import { isolate } from '@scouting/contract/bidi-isolate';
import { englishOf } from '@scouting/contract/sentences';
import { VIDEO_CONTROL_MESSAGES } from '@scouting/contract/videos';
import VIDEO_TEXTS from '../src/i18n/catalogs/videos/en.json' with { type: 'json' };
import { registerMemberViaApi } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

// The fake YouTube's channel (apps/server/test/fake-youtube.ts): three videos, newest first.
const CHANNEL_LINK = 'https://www.youtube.com/@fakestriker';
const [NEWEST, MIDDLE, OLDEST] = ['Hat-trick against Rivals FC', 'Skills & dribbles <2025>', 'Free kick compilation'];

async function stubYouTubeInBrowser(page: Page) {
  await page.route('https://i.ytimg.com/**', (route) => route.fulfill({ status: 404, body: '' }));
}

/** The 'Move up' button of a video, named as the page's catalog names it. */
const moveUpName = (title: string) => VIDEO_TEXTS['videos.control.moveUp'].replace('{title}', isolate(title));

const videoTitles = (page: Page) =>
  page
    .getByRole('list', { name: 'Videos' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));

test('a player hides a video and orders the others by keyboard; an agent sees only the shown ones, in that order', async ({
  page,
}) => {
  await stubYouTubeInBrowser(page);
  const player = await registerMemberViaApi(page.request, 'Player');
  const synced = await page.request.post(`/api/sync-youtube/${player.userId}`, {
    data: { channelIdOrUsername: CHANNEL_LINK },
  });
  expect(synced.status()).toBe(200);
  await page.goto(`/video-profile/${player.userId}`);
  const videos = page.getByRole('list', { name: 'Videos' });
  await expect(videos.getByRole('listitem')).toHaveCount(3);

  await page.getByRole('button', { name: `${englishOf(VIDEO_CONTROL_MESSAGES.hide)} ${isolate(MIDDLE)}` }).click();
  const hiddenCard = videos.getByRole('listitem', { name: MIDDLE });
  await expect(hiddenCard.getByText(englishOf(VIDEO_CONTROL_MESSAGES.hiddenBadge), { exact: true })).toBeVisible();
  await expect(hiddenCard.getByText(englishOf(VIDEO_CONTROL_MESSAGES.hiddenExplained))).toBeVisible();
  await expect(
    page.getByRole('button', { name: `${englishOf(VIDEO_CONTROL_MESSAGES.show)} ${isolate(MIDDLE)}` }),
  ).toBeVisible();

  // By keyboard: focus the oldest video's 'Move up' and press Enter; the first shown one has no 'Move up'.
  await expect(page.getByRole('button', { name: moveUpName(NEWEST) })).toBeDisabled();
  const moveUp = page.getByRole('button', { name: moveUpName(OLDEST) });
  // The list moves at once; the order is saved behind it.
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/player-videos/${player.userId}/order`) && response.request().method() === 'PUT',
  );
  await moveUp.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => videoTitles(page)).toEqual([OLDEST, NEWEST, MIDDLE]);
  expect((await saved).status()).toBe(200);
  await expectNoViolations(page);

  // It holds after a reload: the server keeps the order.
  await page.reload();
  await expect.poll(() => videoTitles(page)).toEqual([OLDEST, NEWEST, MIDDLE]);

  await page.context().clearCookies();
  await registerMemberViaApi(page.request, 'Agent');
  await page.goto(`/video-profile/${player.userId}`);
  await expect.poll(() => videoTitles(page)).toEqual([OLDEST, NEWEST]);
  await expect(page.getByText(englishOf(VIDEO_CONTROL_MESSAGES.hiddenBadge), { exact: true })).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: new RegExp(`^${englishOf(VIDEO_CONTROL_MESSAGES.hide)} `) }),
  ).toHaveCount(0);
});
