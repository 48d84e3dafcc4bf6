import { chmod, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { VIDEO_UPLOAD_MESSAGES, VIDEO_UPLOAD_RULE } from '@scouting/contract/video-uploads';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.ts';
import { makeCraftedClipBytes } from '../../../test/sample-clips.ts';
import { multipart } from '../../../test/sample-files.ts';
import { buildTestApp, type TestApp, type TestClient } from '../../../test/test-app.ts';
import { jobs, videos } from '../../db/schema/index.ts';
import type { Mail } from '../../infra/mail/mailer.ts';
import { createOutboxMailer } from '../../infra/mail/outbox-mailer.ts';
import { transcodeVideoHandler } from './transcode-video.ts';
import { VIDEO_TRANSCODE_JOB } from './upload-video.ts';

/** Every mail delivered, with when and the state of the watched video at the moment it went out. */
const delivered: { mail: Mail; at: number; videoStatus: string | undefined }[] = [];
let watchedVideo: number | null = null;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      mailer: {
        async send(mail) {
          const [row] =
            watchedVideo === null
              ? []
              : await t.db.select({ status: videos.status }).from(videos).where(eq(videos.id, watchedVideo));
          delivered.push({ mail, at: Date.now(), videoStatus: row?.status });
          // The dev outbox too: the factories read the verification links there.
          await createOutboxMailer(t.db, t.app.log, '/dev/mailbox').send(mail);
        },
      },
    },
  );
}, 60_000);
afterAll(async () => t?.close());

function upload(client: TestClient, data: Buffer) {
  return client.request({
    method: 'POST',
    url: '/api/videos/upload',
    ...multipart({ title: 'Crafted' }, { file: { filename: 'crafted.mp4', data, type: 'video/mp4' } }),
  });
}

async function until<T>(what: string, read: () => Promise<T | undefined | null | false>, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > end) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * How soon a reset mail goes out while a clip transcodes. The mail lane is woken when the request
 * answers and polls every 2 s besides (infra/queue/job-queue.ts), so 5 s leaves room for a loaded
 * 2-core machine; a mail queued behind the media job would wait for the transcoding, which its
 * wall-clock limit lets run for minutes (TRANSCODE_TIME_LIMIT_SECONDS, decision 041).
 */
const RESET_MAIL_WITHIN_MS = 5_000;

const videoRow = async (id: number) => (await t.db.select().from(videos).where(eq(videos.id, id)))[0];

describe('a clip whose header lies about its length (decision 041)', () => {
  it('is refused as too long by its decoded length, while a password-reset mail queued meanwhile goes out first', async () => {
    const player = await createMember(t.app, 'Player');
    await t.app.jobsSettled();
    // The header says 2 s; the samples decode for longer than the longest clip allowed.
    const crafted = await makeCraftedClipBytes({
      seconds: VIDEO_UPLOAD_RULE.maxSeconds + 5,
      size: '64x48',
      claimedSeconds: 2,
    });
    const answer = await upload(player.client, crafted);
    expect(answer.statusCode, answer.body).toBe(202);
    const videoId = answer.json().id as number;
    watchedVideo = videoId;
    // The transcoding is in a worker's hands before the reset is asked for.
    await until('the transcoding job to be claimed', async () => {
      const [job] = await t.db.select({ state: jobs.state }).from(jobs).where(eq(jobs.kind, VIDEO_TRANSCODE_JOB));
      return job?.state === 'running';
    });

    const asked = Date.now();
    const reset = await player.client.post('/api/auth/request-password-reset', {
      email: player.email,
      redirectTo: '/reset-password',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const mail = await until('the reset mail', async () =>
      delivered.find((d) => d.mail.to === player.email && /password/i.test(d.mail.subject)),
    );
    // Delivered while the clip was still being transcoded: it did not wait behind it.
    expect(mail.videoStatus).toBe('Processing');
    // And in seconds, far inside the time a transcoding may take.
    expect(RESET_MAIL_WITHIN_MS).toBeLessThan(t.app.config.transcodeTimeLimitMs / 10);
    expect(mail.at - asked).toBeLessThan(RESET_MAIL_WITHIN_MS);

    await t.app.jobsSettled();
    const video = await videoRow(videoId);
    expect(video).toMatchObject({
      status: 'Failed',
      failureReason: VIDEO_UPLOAD_MESSAGES.tooLong,
      clipKey: null,
    });
  }, 180_000);

  it('keeps a clip that decodes within the limit with the length it decodes to, not the header’s', async () => {
    const player = await createMember(t.app, 'Player');
    const crafted = await makeCraftedClipBytes({ seconds: 12, size: '64x48', claimedSeconds: 2 });
    const answer = await upload(player.client, crafted);
    expect(answer.statusCode, answer.body).toBe(202);
    await t.app.jobsSettled();
    const video = await videoRow(answer.json().id);
    expect(video?.status).toBe('Ready');
    expect(video?.durationSeconds).toBeGreaterThan(11.5);
    expect(video?.durationSeconds).toBeLessThan(12.5);
  }, 120_000);
});

describe('the wall-clock limit of a transcoding (decision 041)', () => {
  it('kills ffmpeg (SIGKILL when it ignores SIGTERM) and marks the clip Failed with the reason', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'stuck-ffmpeg-'));
    const pidFile = path.join(dir, 'pid');
    // Reads any header as a 2-second video, then transcodes for ever and ignores SIGTERM.
    const stuck = path.join(dir, 'ffmpeg');
    await writeFile(
      stuck,
      [
        '#!/bin/sh',
        'case " $* " in',
        `  *" -c:v "*) echo $$ > ${pidFile}; trap '' TERM; while :; do sleep 1; done ;;`,
        '  *) echo "  Duration: 00:00:02.00, start: 0.000000" >&2; echo "    Stream #0:0(und): Video: h264" >&2; exit 1 ;;',
        'esac',
        '',
      ].join('\n'),
    );
    await chmod(stuck, 0o755);

    const player = await createMember(t.app, 'Player');
    const crafted = await makeCraftedClipBytes({ seconds: 1, size: '64x48', claimedSeconds: 1 });
    const sourceKey = `videos/${player.id}/stuck-source`;
    await t.app.storage.put(sourceKey, crafted);
    const [row] = await t.db
      .insert(videos)
      .values({
        playerId: player.id,
        uploaderId: player.id,
        source: 'upload',
        status: 'Processing',
        title: 'Stuck',
        sourceKey,
        bytes: crafted.length,
      })
      .returning({ id: videos.id });
    const videoId = row?.id ?? 0;

    const handler = transcodeVideoHandler(t.db, t.app.storage, t.app.log, { ffmpeg: stuck, timeLimitMs: 1_000 });
    const started = Date.now();
    await handler({ videoId }, { id: 0, attempts: 1 });
    // SIGTERM at 1 s is ignored; SIGKILL follows after the grace period.
    expect(Date.now() - started).toBeLessThan(20_000);
    const pid = Number(await readFile(pidFile, 'utf8'));
    expect(() => process.kill(pid, 0)).toThrow();
    expect(await videoRow(videoId)).toMatchObject({
      status: 'Failed',
      failureReason: VIDEO_UPLOAD_MESSAGES.transcodeTimedOut,
      sourceKey: null,
    });
  }, 60_000);
});
