import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { VIDEO_UPLOAD_MESSAGES, VIDEO_UPLOAD_RULE } from '@scouting/contract/video-uploads';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { videos } from '../../db/schema/index.ts';
import type { JobHandler } from '../../infra/queue/job-queue.ts';
import type { Storage } from '../../infra/storage/storage.ts';
import { posterFrame, probeVideo, transcodeToMp4 } from '../../infra/video/ffmpeg.ts';
import type { TranscodePayload } from './upload-video.ts';

/**
 * The queue's handler for an uploaded clip (issue 33 §2, decision 034): off the request path, it
 * reads the clip's length (over 3 minutes, or not a video: Failed with the reason), transcodes it
 * to a 720p H.264/AAC MP4 with its index first and takes a JPEG poster, stores both, and marks the
 * video Ready; the original is removed once it is no longer needed. A clip whose row is gone (the
 * account was deleted meanwhile) leaves nothing behind. Storage or database errors throw, so the
 * queue tries again; a clip ffmpeg cannot read fails at once, since a retry would fail the same way.
 */
export function transcodeVideoHandler(db: Database, storage: Storage, log: FastifyBaseLogger): JobHandler {
  return async (payload) => {
    const { videoId } = payload as TranscodePayload;
    const [video] = await db
      .select()
      .from(videos)
      .where(and(eq(videos.id, videoId), eq(videos.status, 'Processing')));
    if (!video?.sourceKey) return;
    const sourceKey = video.sourceKey;

    const fail = async (reason: string) => {
      await db
        .update(videos)
        .set({ status: 'Failed', failureReason: reason, sourceKey: null })
        .where(and(eq(videos.id, videoId), eq(videos.status, 'Processing')));
      await storage.delete(sourceKey).catch(() => undefined);
      log.info({ videoId, reason }, 'uploaded clip failed');
    };

    const dir = await mkdtemp(path.join(tmpdir(), 'transcode-'));
    try {
      const source = path.join(dir, 'source');
      await pipeline(await storage.stream(sourceKey), createWriteStream(source));
      const probe = await probeVideo(source);
      if (!probe) return await fail(VIDEO_UPLOAD_MESSAGES.unreadable);
      if (probe.durationSeconds > VIDEO_UPLOAD_RULE.maxSeconds) return await fail(VIDEO_UPLOAD_MESSAGES.tooLong);

      const clip = path.join(dir, 'clip.mp4');
      const poster = path.join(dir, 'poster.jpg');
      const started = Date.now();
      try {
        await transcodeToMp4(source, clip, probe);
        await posterFrame(clip, poster, probe.durationSeconds);
      } catch (error) {
        log.warn({ err: error, videoId }, 'transcoding failed');
        return await fail(VIDEO_UPLOAD_MESSAGES.transcodeFailed);
      }
      const [clipSize, posterSize] = await Promise.all([stat(clip), stat(poster)]);
      const stem = `videos/${video.playerId}/${randomUUID()}`;
      const clipKey = `${stem}-clip`;
      const posterKey = `${stem}-poster`;
      await storage.putFile(clipKey, clip, clipSize.size);
      await storage.putFile(posterKey, poster, posterSize.size);
      const done = await db
        .update(videos)
        .set({
          status: 'Ready',
          clipKey,
          posterKey,
          clipBytes: clipSize.size,
          durationSeconds: probe.durationSeconds,
          sourceKey: null,
        })
        .where(and(eq(videos.id, videoId), eq(videos.status, 'Processing')))
        .returning({ id: videos.id });
      if (done.length === 0) {
        await Promise.all([storage.delete(clipKey), storage.delete(posterKey)]);
        return;
      }
      await storage.delete(sourceKey).catch(() => undefined);
      log.info({ videoId, ms: Date.now() - started, bytes: clipSize.size }, 'uploaded clip transcoded');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
}
