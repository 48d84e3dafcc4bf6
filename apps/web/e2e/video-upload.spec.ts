import { isolate } from '@scouting/contract/bidi-isolate';
import { englishOf } from '@scouting/contract/sentences';
import { VIDEO_UPLOAD_MESSAGES } from '@scouting/contract/video-uploads';
import { registerMemberViaApi } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { makeClip } from './support/clips.ts';
import { expect, test } from './support/fixtures.ts';

test('a player uploads a clip on their video profile; it is processed and plays in the browser', async ({ page }) => {
  test.slow();
  const clip = makeClip();
  const player = await registerMemberViaApi(page.request, 'Player');
  await page.goto(`/video-profile/${player.userId}`);

  const form = page.getByRole('region', { name: englishOf(VIDEO_UPLOAD_MESSAGES.heading) });
  await form.getByRole('button', { name: englishOf(VIDEO_UPLOAD_MESSAGES.submit) }).click();
  await expect(form.getByText(englishOf(VIDEO_UPLOAD_MESSAGES.titleRequired))).toBeVisible();
  await expect(form.getByText(englishOf(VIDEO_UPLOAD_MESSAGES.fileRequired))).toBeVisible();

  await form.getByLabel(englishOf(VIDEO_UPLOAD_MESSAGES.titleLabel)).fill('My first upload');
  await form.locator('input[type="file"]').setInputFiles(clip);
  await form.getByRole('button', { name: englishOf(VIDEO_UPLOAD_MESSAGES.submit) }).click();

  // Processing first (or already done on a quick machine), then Ready once the job has run.
  const status = page.getByTestId('upload-status');
  await expect(status).toContainText('My first upload');
  await expect(status).toContainText(englishOf(VIDEO_UPLOAD_MESSAGES.Ready), { timeout: 60_000 });

  const card = page.getByRole('list', { name: 'Videos' }).getByRole('listitem', { name: 'My first upload' });
  const video = card.locator('video[data-uploaded-clip]');
  await expect(video).toHaveAttribute('preload', 'none');
  await expect(video).toHaveAttribute('poster', /\/api\/videos\/\d+\/poster$/);
  await expect(video).toHaveAttribute('controls', '');
  await expectNoViolations(page);

  // Chromium fetches the clip with byte ranges and can play it (H.264 + AAC).
  const canPlay = await video.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<string>((resolve) => {
        element.addEventListener('canplay', () => resolve('canplay'), { once: true });
        element.addEventListener('error', () => resolve(`error ${element.error?.code ?? ''}`), { once: true });
        element.preload = 'auto';
        element.load();
      }),
  );
  expect(canPlay).toBe('canplay');

  // A first clip does not close the way to the channel: both live side by side.
  await page.getByRole('button', { name: 'Also bring in your YouTube channel' }).click();
  const channel = page.getByRole('region', { name: 'Connect your YouTube channel' });
  await expect(channel.getByRole('textbox', { name: 'YouTube channel link' })).toBeVisible();
  await expectNoViolations(page);
});

test('the owner deletes an uploaded clip after confirming, and it leaves the profile', async ({ page }) => {
  test.slow();
  const clip = makeClip();
  const player = await registerMemberViaApi(page.request, 'Player');
  await page.goto(`/video-profile/${player.userId}`);
  const form = page.getByRole('region', { name: englishOf(VIDEO_UPLOAD_MESSAGES.heading) });
  await form.getByLabel(englishOf(VIDEO_UPLOAD_MESSAGES.titleLabel)).fill('Clip to remove');
  await form.locator('input[type="file"]').setInputFiles(clip);
  await form.getByRole('button', { name: englishOf(VIDEO_UPLOAD_MESSAGES.submit) }).click();

  const card = page.getByRole('list', { name: 'Videos' }).getByRole('listitem', { name: 'Clip to remove' });
  const remove = card.getByRole('button', {
    name: `${englishOf(VIDEO_UPLOAD_MESSAGES.delete)} ${isolate('Clip to remove')}`,
  });
  await expect(remove).toBeVisible({ timeout: 60_000 });
  await remove.click();
  const dialog = page.getByRole('dialog', { name: englishOf(VIDEO_UPLOAD_MESSAGES.deleteTitle) });
  await expect(dialog).toContainText(englishOf(VIDEO_UPLOAD_MESSAGES.deleteExplained));
  await expectNoViolations(page);
  // Cancel keeps it; Delete removes it.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeVisible();
  await remove.click();
  await page
    .getByRole('dialog', { name: englishOf(VIDEO_UPLOAD_MESSAGES.deleteTitle) })
    .getByRole('button', { name: englishOf(VIDEO_UPLOAD_MESSAGES.delete) })
    .click();
  await expect(page.getByText(englishOf(VIDEO_UPLOAD_MESSAGES.deleted))).toBeVisible();
  await expect(card).toHaveCount(0);
});
