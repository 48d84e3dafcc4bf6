import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { isolate } from '@scouting/contract/bidi-isolate';
import { registerMemberViaApi } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { makeClip } from './support/clips.ts';
import { expect, test } from './support/fixtures.ts';

// The fake YouTube's channel (apps/server/test/fake-youtube.ts): three videos, newest first.
const CHANNEL_LINK = 'https://www.youtube.com/@fakestriker';
const NEWEST = 'Hat-trick against Rivals FC';

async function stubYouTubeInBrowser(page: Page) {
  await page.route('https://i.ytimg.com/**', (route) => route.fulfill({ status: 404, body: '' }));
  // The embed itself is not loaded in a journey: its address is what is checked.
  await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ status: 200, body: '' }));
}

test('a player marks a moment in a YouTube video; it is a chapter on their video profile that opens the player at its second', async ({
  page,
}) => {
  await stubYouTubeInBrowser(page);
  const player = await registerMemberViaApi(page.request, 'Player');
  const synced = await page.request.post(`/api/sync-youtube/${player.userId}`, {
    data: { channelIdOrUsername: CHANNEL_LINK },
  });
  expect(synced.status()).toBe(200);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/video-profile/${player.userId}`);
  const card = page.getByRole('list', { name: 'Videos' }).getByRole('listitem', { name: NEWEST });

  await card.getByText('Mark moments (0)').click();
  const form = card.getByRole('form', { name: `Mark a moment of ${isolate(NEWEST)}` });
  await form.getByLabel('What happens').selectOption('Goal');
  await form.getByLabel('Time (mm:ss)').fill('1:2x');
  await form.getByRole('button', { name: 'Add moment' }).click();
  await expect(form.getByText('Write the time as mm:ss, for example 1:15.')).toBeVisible();
  await form.getByLabel('Time (mm:ss)').fill('1:05');
  await form.getByLabel('Note (optional)').fill('Left foot, far post');
  await form.getByRole('button', { name: 'Add moment' }).click();

  const chapter = card.getByRole('button', { name: '1:05 · Goal: Left foot, far post' });
  await expect(chapter).toBeVisible();
  await expect(card.getByText('Mark moments (1)')).toBeVisible();
  // No embed until a chapter is chosen; then it opens at that second.
  await expect(card.locator('iframe')).toHaveCount(0);
  await expectNoViolations(page);
  await chapter.click();
  await expect(card.locator('iframe')).toHaveAttribute('src', /\/embed\/[^?]+\?autoplay=1&start=65$/);

  // An agent opening the profile from the pool sees the chapter too, and not the owner's editor.
  await page.context().clearCookies();
  await registerMemberViaApi(page.request, 'Agent');
  await page.goto(`/video-profile/${player.userId}`);
  const seen = page.getByRole('list', { name: 'Videos' }).getByRole('listitem', { name: NEWEST });
  await expect(seen.getByRole('button', { name: '1:05 · Goal: Left foot, far post' })).toBeVisible();
  await expect(seen.getByText(/^Mark moments/)).toHaveCount(0);
});

test('a chapter of an uploaded clip seeks the clip to its second', async ({ page }) => {
  test.slow();
  const player = await registerMemberViaApi(page.request, 'Player');
  const uploaded = await page.request.post('/api/videos/upload', {
    multipart: {
      title: 'Clip with a save',
      file: { name: 'save.mp4', mimeType: 'video/mp4', buffer: readFileSync(makeClip()) },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(202);
  const { id } = (await uploaded.json()) as { id: number };
  await expect
    .poll(async () => ((await (await page.request.get(`/api/videos/${id}`)).json()) as { status: string }).status, {
      timeout: 60_000,
    })
    .toBe('Ready');

  await page.goto(`/video-profile/${player.userId}`);
  const card = page.getByRole('list', { name: 'Videos' }).getByRole('listitem', { name: 'Clip with a save' });
  await card.getByText('Mark moments (0)').click();
  const form = card.getByRole('form', { name: `Mark a moment of ${isolate('Clip with a save')}` });
  await form.getByLabel('What happens').selectOption('Save');
  await form.getByLabel('Time (mm:ss)').fill('0:01');
  await form.getByRole('button', { name: 'Add moment' }).click();

  const video = card.locator('video[data-uploaded-clip]');
  // Where the clip is when its seek completes: the chapter's second, not wherever playing got to.
  await video.evaluate((element: HTMLVideoElement) =>
    element.addEventListener(
      'seeked',
      () => {
        element.dataset.seekedAt = String(element.currentTime);
      },
      { once: true },
    ),
  );
  await card.getByRole('button', { name: '0:01 · Save' }).click();
  // A playing clip moves on between the seek and the event's handler: a few frames past 1 s on a busy machine.
  await expect
    .poll(async () => Number(await video.getAttribute('data-seeked-at')), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(1);
  expect(Number(await video.getAttribute('data-seeked-at'))).toBeLessThan(1.5);
  await expectNoViolations(page);
});
