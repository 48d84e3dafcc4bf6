import { MESSAGES } from '@scouting/contract/messages';
import type { TVideoMoments, ZVideoMomentRequest } from '@scouting/contract/schemas/video-moments';
import type { TVideoMoment } from '@scouting/contract/schemas/videos';
import { VIDEO_MOMENT_MAX_PER_VIDEO, VIDEO_MOMENT_MESSAGES } from '@scouting/contract/video-moments';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Member } from '../../auth/caller.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { videoMoments, videos } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { findVisibleVideo } from './read-video.ts';

type MomentRow = typeof videoMoments.$inferSelect;

export function momentOf(row: MomentRow): TVideoMoment {
  return {
    id: row.id,
    videoId: row.videoId,
    atSeconds: row.atSeconds,
    endSeconds: row.endSeconds,
    tag: row.tag,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The video, for its owner to change: what the caller may not see answers 404 as a missing video
 * does (a hidden minor's video never says it exists); a video they see but do not own, 403.
 */
async function ownVideo(db: DbOrTx, actor: Member, videoId: number) {
  const video = await findVisibleVideo(db, actor, videoId);
  if (video.playerId !== actor.id) throw new AppError('FORBIDDEN', VIDEO_MOMENT_MESSAGES.onlyOwner);
  return video;
}

/** The moments of several videos the caller may already see, in one query (the profile's page of videos). */
export async function momentsOfVideos(db: DbOrTx, videoIds: number[]): Promise<TVideoMoment[]> {
  if (videoIds.length === 0) return [];
  const rows = await db
    .select()
    .from(videoMoments)
    .where(inArray(videoMoments.videoId, videoIds))
    .orderBy(asc(videoMoments.videoId), asc(videoMoments.atSeconds), asc(videoMoments.id));
  return rows.map(momentOf);
}

/** GET /api/videos/{id}/moments: to whoever may see the video, in the order they happen. */
export async function listMoments(db: DbOrTx, viewer: Member, videoId: number): Promise<TVideoMoments> {
  await findVisibleVideo(db, viewer, videoId);
  const rows = await db
    .select()
    .from(videoMoments)
    .where(eq(videoMoments.videoId, videoId))
    .orderBy(asc(videoMoments.atSeconds), asc(videoMoments.id));
  return { moments: rows.map(momentOf) };
}

/**
 * POST /api/videos/{id}/moments: the owner marks a moment. Within the video when its length is
 * known (an uploaded clip's; YouTube's is not stored); at most VIDEO_MOMENT_MAX_PER_VIDEO, counted
 * with the video's row locked so two marks sent at once cannot pass the limit together.
 */
export async function addMoment(
  db: Database,
  actor: Member,
  videoId: number,
  input: z.output<typeof ZVideoMomentRequest>,
): Promise<TVideoMoment> {
  return db.transaction(async (tx) => {
    const video = await ownVideo(tx, actor, videoId);
    await tx.select({ id: videos.id }).from(videos).where(eq(videos.id, videoId)).for('update');
    const duration = video.durationSeconds;
    if (duration !== null) {
      const fields: Record<string, string> = {};
      if (input.atSeconds >= duration) fields.atSeconds = VIDEO_MOMENT_MESSAGES.beyondDuration;
      if (input.endSeconds !== undefined && input.endSeconds > Math.ceil(duration))
        fields.endSeconds = VIDEO_MOMENT_MESSAGES.beyondDuration;
      if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_ERROR', MESSAGES.validationFailed, fields);
    }
    const [held] = await tx.select({ value: count() }).from(videoMoments).where(eq(videoMoments.videoId, videoId));
    if ((held?.value ?? 0) >= VIDEO_MOMENT_MAX_PER_VIDEO) throw new AppError('CONFLICT', VIDEO_MOMENT_MESSAGES.tooMany);
    const [row] = await tx
      .insert(videoMoments)
      .values({
        videoId,
        atSeconds: input.atSeconds,
        endSeconds: input.endSeconds ?? null,
        tag: input.tag,
        note: input.note ?? null,
      })
      .returning();
    if (!row) throw new Error('the moment was not stored');
    return momentOf(row);
  });
}

/** DELETE /api/videos/{id}/moments/{momentId}: the owner removes one of their marks. */
export async function deleteMoment(db: Database, actor: Member, videoId: number, momentId: number) {
  return db.transaction(async (tx) => {
    await ownVideo(tx, actor, videoId);
    const removed = await tx
      .delete(videoMoments)
      .where(and(eq(videoMoments.id, momentId), eq(videoMoments.videoId, videoId)))
      .returning({ id: videoMoments.id });
    if (removed.length === 0) throw new AppError('NOT_FOUND', VIDEO_MOMENT_MESSAGES.momentNotFound);
    return { id: momentId };
  });
}
