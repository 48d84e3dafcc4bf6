import type { TDeleteVideoResponse } from '@scouting/contract/schemas/video-uploads';
import { VIDEO_UPLOAD_MESSAGES } from '@scouting/contract/video-uploads';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { members, videos } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Storage } from '../../infra/storage/storage.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { lockVideoForOwner } from './video-control.ts';

export type DeleteVideoDeps = { db: Database; storage: Storage; log: FastifyBaseLogger };

/**
 * DELETE /api/videos/{id} (decision 034): the owner (or an admin for them) removes an uploaded clip
 * for good, its ratings with it, and so frees the storage it counted against (not the day's upload
 * bytes: those stay counted, upload-video.ts). A YouTube video is refused: the next sync would
 * bring it back, and hiding is how it leaves the profile.
 *
 * The row goes in one transaction; the files after the commit, as an erased account's do: a file
 * that cannot be removed is logged, and nobody can reach it once its row is gone. A clip still
 * being transcoded is fine: the job finds no row and removes what it made.
 */
export async function deleteUploadedVideo(
  deps: DeleteVideoDeps,
  actor: Member,
  videoId: number,
): Promise<TDeleteVideoResponse> {
  const storageKeys = await deps.db.transaction(async (tx) => {
    const video = await lockVideoForOwner(tx, actor, videoId, {
      source: videos.source,
      title: videos.title,
      sourceKey: videos.sourceKey,
      clipKey: videos.clipKey,
      posterKey: videos.posterKey,
    });
    if (video.source !== 'upload') throw new AppError('CONFLICT', VIDEO_UPLOAD_MESSAGES.onlyUploadedDeleted);
    await tx.delete(videos).where(eq(videos.id, videoId));
    if (actor.id !== video.playerId) {
      const [owner] = await tx
        .select({ id: members.id, fullName: members.fullName })
        .from(members)
        .where(eq(members.id, video.playerId));
      await recordAudit(tx, {
        actor,
        action: 'video.deleted',
        subject: owner ?? null,
        target: { type: 'video', id: videoId },
        details: { title: video.title },
      });
    }
    return [video.sourceKey, video.clipKey, video.posterKey].filter((key): key is string => key !== null);
  });
  const removals = await Promise.allSettled(storageKeys.map((key) => deps.storage.delete(key)));
  for (const removal of removals) {
    if (removal.status === 'rejected')
      deps.log.error({ err: removal.reason, videoId }, 'a deleted clip’s file could not be removed');
  }
  return { id: videoId, message: VIDEO_UPLOAD_MESSAGES.deleted };
}
