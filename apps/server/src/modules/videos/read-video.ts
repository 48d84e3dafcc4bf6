import { MESSAGES } from '@scouting/contract/messages';
import type { TVideoDetail } from '@scouting/contract/schemas/video-uploads';
import { videoPosterUrl, videoStreamUrl } from '@scouting/contract/video-uploads';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Member } from '../../auth/caller.ts';
import type { DbOrTx } from '../../db/client.ts';
import { videos } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Storage } from '../../infra/storage/storage.ts';
import { assertCanSeePlayer } from '../safeguarding/visible-player.ts';

type VideoRow = typeof videos.$inferSelect;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** One video as GET /api/videos/{id} shows it: its state, and its poster and stream once Ready. */
export function videoDetail(video: VideoRow): TVideoDetail {
  const ready = video.source === 'upload' && video.status === 'Ready';
  return {
    id: video.id,
    source: video.source,
    youtube_video_id: video.youtubeVideoId,
    title: video.title,
    status: video.status,
    failureReason: video.failureReason,
    posterUrl: ready ? videoPosterUrl(video.id) : video.thumbnailUrl,
    streamUrl: ready ? videoStreamUrl(video.id) : null,
    durationSeconds: video.durationSeconds,
    bytes: video.bytes,
    hidden: video.hidden,
    averageRating: round2(video.averageRating),
    ratingCount: video.ratingCount,
    player: { id: video.playerId },
  };
}

/**
 * A video the viewer may see, with the profile's checks (decision 034): a hidden video, or a clip
 * still processing or failed, is its owner's alone; a minor's video answers 404 to whoever may not
 * see the minor, as does a suspended or hidden player's. Everything refused is "not found".
 */
export async function findVisibleVideo(db: DbOrTx, viewer: Member, id: number): Promise<VideoRow> {
  const [video] = await db.select().from(videos).where(eq(videos.id, id));
  if (!video) throw new AppError('NOT_FOUND', MESSAGES.videoNotFound);
  if (video.playerId !== viewer.id && (video.hidden || video.status !== 'Ready')) {
    throw new AppError('NOT_FOUND', MESSAGES.videoNotFound);
  }
  await assertCanSeePlayer(db, viewer, video.playerId, MESSAGES.videoNotFound);
  return video;
}

export async function readVideo(db: DbOrTx, viewer: Member, id: number): Promise<TVideoDetail> {
  return videoDetail(await findVisibleVideo(db, viewer, id));
}

/** A byte range of a file of `size` bytes: one range, or unsatisfiable; absent or several, the whole file. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return header.includes(',') ? null : 'unsatisfiable';
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return 'unsatisfiable';
  if (from === '') {
    // The last `to` bytes.
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/**
 * GET /api/videos/{id}/stream: the transcoded MP4 with byte ranges, so the browser seeks and
 * starts playing without the whole file (206 with Content-Range; 200 without Range; 416 for a
 * range outside the file).
 */
export async function streamVideo(
  deps: { db: DbOrTx; storage: Storage },
  viewer: Member,
  id: number,
  /** The request's Range header. */
  rangeHeader: string | undefined,
  reply: FastifyReply,
) {
  const video = await findVisibleVideo(deps.db, viewer, id);
  if (!video.clipKey || video.clipBytes === null) throw new AppError('NOT_FOUND', MESSAGES.videoNotFound);
  const size = video.clipBytes;
  reply
    .type('video/mp4')
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=3600');
  const range = parseRange(rangeHeader, size);
  if (range === 'unsatisfiable') {
    return reply.status(416).header('content-range', `bytes */${size}`).send();
  }
  if (!range) {
    return reply.header('content-length', size).send(await deps.storage.stream(video.clipKey));
  }
  return reply
    .status(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1)
    .send(await deps.storage.streamRange(video.clipKey, range.start, range.end));
}

/** GET /api/videos/{id}/poster: the clip's JPEG poster, after the same checks. */
export async function sendPoster(
  deps: { db: DbOrTx; storage: Storage },
  viewer: Member,
  id: number,
  reply: FastifyReply,
) {
  const video = await findVisibleVideo(deps.db, viewer, id);
  if (!video.posterKey) throw new AppError('NOT_FOUND', MESSAGES.videoNotFound);
  return reply
    .type('image/jpeg')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=3600')
    .send(await deps.storage.stream(video.posterKey));
}
