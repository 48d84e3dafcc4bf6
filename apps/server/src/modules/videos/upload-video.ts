import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { MESSAGES } from '@scouting/contract/messages';
import { REFUSAL_MESSAGES } from '@scouting/contract/refusals';
import { type TVideoDetail, ZUploadVideoFields } from '@scouting/contract/schemas/video-uploads';
import { VIDEO_UPLOAD_MESSAGES } from '@scouting/contract/video-uploads';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import { lockLiveMember } from '../../auth/live-member.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { videos, videoUploadBytes } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { MultipartBody } from '../../http/multipart.ts';
import { enqueueJob } from '../../infra/queue/job-queue.ts';
import type { Storage } from '../../infra/storage/storage.ts';
import type { WriteLimiter } from '../../platform/rate-limits/limit-writes.ts';
import { VIDEO_BYTE_LIMITS, type VideoByteLimit } from '../../platform/rate-limits/write-limits.ts';
import { withFileCleanup } from '../../platform/uploads/with-file-cleanup.ts';
import { refuseInvalid } from '../../validation.ts';
import { videoDetail } from './read-video.ts';
import { SNIFF_BYTES, sniffVideoFormat } from './video-type.ts';

/** The job that turns an uploaded clip into the MP4 and poster the pages play (transcode-video.ts). */
export const VIDEO_TRANSCODE_JOB = 'video-transcode';
export type TranscodePayload = { videoId: number };

type UploadDeps = { db: Database; storage: Storage; limiter: WriteLimiter };

/**
 * How many more bytes this member may send now (decision 034): the least of the clip's size, what
 * is left of today's bytes and what is left of their storage, with the limit that decides it.
 * Today's bytes are those of every upload recorded in the window (video_upload_bytes), deleted
 * clips included; the storage is what their clips still take.
 */
async function uploadAllowance(db: DbOrTx, limiter: WriteLimiter, memberId: number) {
  const since = new Date(Date.now() - (VIDEO_BYTE_LIMITS.daily.windowSeconds ?? 0) * 1000);
  const [stored] = await db
    .select({ bytes: sql<number>`coalesce(sum(${videos.bytes}), 0)`.mapWith(Number) })
    .from(videos)
    .where(and(eq(videos.uploaderId, memberId), eq(videos.source, 'upload')));
  const [today] = await db
    .select({ bytes: sql<number>`coalesce(sum(${videoUploadBytes.bytes}), 0)`.mapWith(Number) })
    .from(videoUploadBytes)
    .where(and(eq(videoUploadBytes.uploaderId, memberId), gte(videoUploadBytes.createdAt, since)));
  const left: [VideoByteLimit, number][] = [
    ['clip', limiter.bytesOf('clip')],
    ['daily', limiter.bytesOf('daily') - (today?.bytes ?? 0)],
    ['stored', limiter.bytesOf('stored') - (stored?.bytes ?? 0)],
  ];
  const [limit, bytes] = left.reduce((least, next) => (next[1] < least[1] ? next : least));
  return { limit, bytes, since };
}

/**
 * Counts a received clip against the member's limits inside the transaction that records it: the
 * member's row is locked first (lockLiveMember, which also refuses an account erased meanwhile), so
 * two uploads sent at once are counted one after the other and the second sees the first's bytes.
 */
async function reserveUploadBytes(tx: DbOrTx, limiter: WriteLimiter, memberId: number, size: number) {
  await lockLiveMember(tx, memberId);
  const allowance = await uploadAllowance(tx, limiter, memberId);
  if (size > allowance.bytes) throw overLimit(allowance.limit);
  // Rows older than the window count for nothing any more: each upload clears its member's.
  await tx
    .delete(videoUploadBytes)
    .where(and(eq(videoUploadBytes.uploaderId, memberId), lt(videoUploadBytes.createdAt, allowance.since)));
  await tx.insert(videoUploadBytes).values({ uploaderId: memberId, bytes: size });
}

function overLimit(limit: VideoByteLimit): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', VIDEO_UPLOAD_MESSAGES[VIDEO_BYTE_LIMITS[limit].message]);
}

async function checkVideoType(head: Buffer): Promise<void> {
  if (!(await sniffVideoFormat(head))) {
    throw new AppError('UNSUPPORTED_FILE_TYPE', VIDEO_UPLOAD_MESSAGES.unsupportedType);
  }
}

/**
 * POST /api/videos/upload (decision 034): reads the form while it streams, writing the clip to a
 * temporary file (never the whole clip in memory), checks its type by content from the first
 * bytes and stops with 413 as soon as it passes the member's allowance; then stores it, records
 * the video as Processing and queues its transcoding in one transaction, and answers at once.
 */
export async function uploadVideo(deps: UploadDeps, member: Member, body: MultipartBody): Promise<TVideoDetail> {
  if (!body) throw new AppError('VALIDATION_ERROR', REFUSAL_MESSAGES.multipartRequired);
  // A first look, so a member past a limit is stopped before sending the clip; the count that
  // decides is taken again with the clip's size in the transaction that records it.
  const allowance = await uploadAllowance(deps.db, deps.limiter, member.id);
  if (allowance.bytes <= 0) throw overLimit(allowance.limit);

  const dir = await mkdtemp(path.join(tmpdir(), 'clip-'));
  const received = path.join(dir, 'upload');
  try {
    const fields: Record<string, string> = {};
    let size = 0;
    try {
      const parts = body.parts({ fileSize: allowance.bytes + 1, files: 1, fields: 2, fieldSize: 1024, parts: 3 });
      for await (const part of parts) {
        if (part.type === 'field') {
          if (part.valueTruncated) throw new AppError('PAYLOAD_TOO_LARGE', `The field ${part.fieldname} is too long.`);
          fields[part.fieldname] = String(part.value ?? '');
          continue;
        }
        if (part.fieldname !== 'file')
          throw new AppError('VALIDATION_ERROR', `Unexpected file field: ${part.fieldname}.`);
        size = await receiveClip(part.file, received, allowance);
      }
    } catch (error) {
      throw uploadError(error, allowance.limit);
    }
    const parsed = ZUploadVideoFields.safeParse(fields);
    if (!parsed.success || size === 0) {
      refuseInvalid(
        parsed.success ? [] : parsed.error.issues,
        size === 0 ? { file: VIDEO_UPLOAD_MESSAGES.fileRequired } : {},
      );
    }

    const sourceKey = `videos/${member.id}/${randomUUID()}-source`;
    return await withFileCleanup(deps.storage, async (storage) => {
      await storage.putFile(sourceKey, received, size);
      const video = await deps.db.transaction(async (tx) => {
        await reserveUploadBytes(tx, deps.limiter, member.id, size);
        const [row] = await tx
          .insert(videos)
          .values({
            playerId: member.id,
            uploaderId: member.id,
            source: 'upload',
            status: 'Processing',
            title: parsed.data.title,
            sourceKey,
            bytes: size,
          })
          .returning();
        if (!row) throw new Error('the video was not recorded');
        await enqueueJob(tx, VIDEO_TRANSCODE_JOB, { videoId: row.id } satisfies TranscodePayload);
        return row;
      });
      return videoDetail(video);
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Writes the file part to `target` as it arrives, counting and type-checking it; its size. */
async function receiveClip(
  file: AsyncIterable<Buffer> & { truncated?: boolean },
  target: string,
  allowance: { limit: VideoByteLimit; bytes: number },
): Promise<number> {
  const out = createWriteStream(target, { mode: 0o600 });
  let size = 0;
  let head: Buffer | null = Buffer.alloc(0);
  try {
    for await (const chunk of file) {
      size += chunk.length;
      if (size > allowance.bytes) throw overLimit(allowance.limit);
      if (head) {
        head = Buffer.concat([head, chunk]);
        if (head.length >= SNIFF_BYTES) {
          await checkVideoType(head);
          head = null;
        }
      }
      if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
    if (file.truncated) throw overLimit(allowance.limit);
    if (head && head.length > 0) await checkVideoType(head);
  } finally {
    out.end();
    await finished(out).catch(() => undefined);
  }
  return size;
}

/** The multipart plugin's limit errors in the API's shape; anything else is a malformed body. */
function uploadError(error: unknown, limit: VideoByteLimit): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return overLimit(limit);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new AppError('PAYLOAD_TOO_LARGE', MESSAGES.tooManyFormParts);
  }
  if (error instanceof Error && /multipart|boundary|terminated/i.test(error.message)) {
    return new AppError('VALIDATION_ERROR', REFUSAL_MESSAGES.formUnreadable);
  }
  return error;
}
