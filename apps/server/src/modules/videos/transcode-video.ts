import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rm, stat } from 'node:fs/promises';
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
import { FfmpegTimeoutError, posterFrame, probeVideo, transcodeToMp4 } from '../../infra/video/ffmpeg.ts';
import type { TranscodePayload } from './upload-video.ts';
import { SNIFF_BYTES, sniffVideoFormat } from './video-type.ts';

export type TranscodeOptions = {
  /** The ffmpeg binary this instance resolved (plugins/ffmpeg.ts). */
  ffmpeg: string;
  /** Wall-clock milliseconds for the whole transcoding of one clip, probe and poster included. */
  timeLimitMs: number;
};

/**
 * The transcoded copy stops this far past the longest clip allowed: a clip whose decoded length
 * passes the limit is then seen to, and refused as too long, after at most this much more work.
 */
const CUT_MARGIN_SECONDS = 1;

async function readHead(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(SNIFF_BYTES), 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * The media lane's handler for an uploaded clip (decisions 034 and 041): off the
 * request path, it reads the clip with the demuxer of its sniffed type and its header's length
 * (over 3 minutes, or not a video: Failed with the reason), transcodes it to a 720p, at most
 * 30 fps H.264/AAC MP4 with its index first, cut a second past the longest clip allowed, and
 * takes a JPEG poster. The length kept and checked is the transcoded copy's, what was decoded, not
 * what the header claims: over the limit, the clip is Failed as too long. The whole runs under a
 * wall-clock limit: past it ffmpeg is killed and the clip Failed with that reason. Both files are
 * stored and the video marked Ready; the original is removed once it is no longer needed. A clip
 * whose row is gone (the account was deleted meanwhile) leaves nothing behind. Storage or database
 * errors throw, so the queue tries again; a clip ffmpeg cannot read fails at once, since a retry
 * would fail the same way.
 */
export function transcodeVideoHandler(
  db: Database,
  storage: Storage,
  log: FastifyBaseLogger,
  options: TranscodeOptions,
): JobHandler {
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
        // Stored as its message id: the page says it in its reader's language.
        .set({ status: 'Failed', failureReason: reason, sourceKey: null })
        .where(and(eq(videos.id, videoId), eq(videos.status, 'Processing')));
      await storage.delete(sourceKey).catch(() => undefined);
      log.info({ videoId, reason }, 'uploaded clip failed');
    };

    const dir = await mkdtemp(path.join(tmpdir(), 'transcode-'));
    try {
      const source = path.join(dir, 'source');
      await pipeline(await storage.stream(sourceKey), createWriteStream(source));
      const format = await sniffVideoFormat(await readHead(source));
      if (!format) return await fail(VIDEO_UPLOAD_MESSAGES.unreadable);
      const deadline = Date.now() + options.timeLimitMs;
      const limits = () => ({ binary: options.ffmpeg, timeoutMs: Math.max(1, deadline - Date.now()) });

      const clip = path.join(dir, 'clip.mp4');
      const poster = path.join(dir, 'poster.jpg');
      const started = Date.now();
      let decodedSeconds: number;
      try {
        const probe = await probeVideo(source, format, limits());
        if (!probe) return await fail(VIDEO_UPLOAD_MESSAGES.unreadable);
        // The header's claim: enough to refuse an honest long clip before any work.
        if (probe.durationSeconds > VIDEO_UPLOAD_RULE.maxSeconds) return await fail(VIDEO_UPLOAD_MESSAGES.tooLong);
        await transcodeToMp4(source, format, clip, probe, {
          ...limits(),
          cutSeconds: VIDEO_UPLOAD_RULE.maxSeconds + CUT_MARGIN_SECONDS,
          maxBytes: VIDEO_UPLOAD_RULE.maxBytes,
        });
        // Our own MP4's length, written by the muxer from the frames it received: what was decoded.
        const output = await probeVideo(clip, 'mp4', limits());
        if (!output) return await fail(VIDEO_UPLOAD_MESSAGES.transcodeFailed);
        decodedSeconds = output.durationSeconds;
        if (decodedSeconds > VIDEO_UPLOAD_RULE.maxSeconds) {
          log.warn(
            { videoId, claimed: probe.durationSeconds, decoded: decodedSeconds },
            'uploaded clip decodes too long',
          );
          return await fail(VIDEO_UPLOAD_MESSAGES.tooLong);
        }
        if ((await stat(clip)).size >= VIDEO_UPLOAD_RULE.maxBytes)
          return await fail(VIDEO_UPLOAD_MESSAGES.transcodeFailed);
        await posterFrame(clip, poster, decodedSeconds, limits());
      } catch (error) {
        if (error instanceof FfmpegTimeoutError) {
          log.warn({ err: error, videoId, limitMs: options.timeLimitMs }, 'transcoding ran past its time limit');
          return await fail(VIDEO_UPLOAD_MESSAGES.transcodeTimedOut);
        }
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
          durationSeconds: decodedSeconds,
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
