import { MESSAGES } from '@scouting/contract/messages';
import type { TUpdateVideoResponse, TVideoOrderRequest } from '@scouting/contract/schemas/videos';
import { VIDEO_CONTROL_MESSAGES } from '@scouting/contract/videos';
import { and, eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { assertSelfOrAdmin, type Member } from '../../auth/caller.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { findPlayer } from '../../db/find-player.ts';
import { members, videos } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../audit/record-audit.ts';

async function subjectOf(tx: DbOrTx, memberId: number) {
  const [member] = await tx
    .select({ id: members.id, fullName: members.fullName })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return member ?? null;
}

/**
 * The video its owner, or an admin for them, is about to change or delete, its row locked until the
 * transaction ends: 404 when there is none, 403 for anyone else. Answers its `playerId` and `columns`.
 */
export async function lockVideoForOwner<Columns extends SelectedFields>(
  tx: DbOrTx,
  actor: Member,
  videoId: number,
  columns: Columns,
) {
  const [video] = await tx
    .select({ playerId: videos.playerId, ...columns })
    .from(videos)
    .where(eq(videos.id, videoId))
    .for('update')
    .limit(1);
  if (!video) throw new AppError('NOT_FOUND', MESSAGES.videoNotFound);
  assertSelfOrAdmin(actor, video.playerId);
  return video;
}

/**
 * PUT /api/videos/{id} (docs/product.md#videos-and-ratings): the owner (or an admin acting for them) hides or shows a
 * video. Hidden, it leaves the profile, the pool and the ratings for everyone else; the owner still
 * sees it, marked. A re-sync updates only the title and thumbnail, so it stays hidden.
 */
export async function setVideoHidden(
  db: Database,
  actor: Member,
  videoId: number,
  hidden: boolean,
): Promise<TUpdateVideoResponse> {
  return db.transaction(async (tx) => {
    const video = await lockVideoForOwner(tx, actor, videoId, { title: videos.title });
    await tx.update(videos).set({ hidden }).where(eq(videos.id, videoId));
    if (actor.id !== video.playerId) {
      await recordAudit(tx, {
        actor,
        action: hidden ? 'video.hidden' : 'video.shown',
        subject: await subjectOf(tx, video.playerId),
        target: { type: 'video', id: videoId },
        details: { title: video.title },
      });
    }
    return { id: videoId, hidden };
  });
}

/**
 * PUT /api/player-videos/{playerId}/order (docs/product.md#videos-and-ratings): the owner's shown videos, every one of
 * them once, in the order wanted; they take the places 1, 2, …, and the hidden ones (seen by the
 * owner alone) come after them. Naming only some would leave the others' places undefined, so the
 * list must be exactly the shown set: a list made before a sync added a video is refused, and the
 * page reloads and asks again.
 */
export async function orderPlayerVideos(
  db: Database,
  actor: Member,
  playerId: number,
  { videoIds }: TVideoOrderRequest,
): Promise<{ videoIds: number[] }> {
  assertSelfOrAdmin(actor, playerId);
  await findPlayer(db, playerId);
  return db.transaction(async (tx) => {
    // Locked, so a hide or a sync committing meanwhile waits and the set compared stays the set written.
    const shown = await tx
      .select({ id: videos.id })
      .from(videos)
      .where(and(eq(videos.playerId, playerId), eq(videos.hidden, false)))
      .for('update');
    const shownIds = new Set(shown.map((row) => row.id));
    if (shown.length !== videoIds.length || !videoIds.every((id) => shownIds.has(id))) {
      throw new AppError('VALIDATION_ERROR', VIDEO_CONTROL_MESSAGES.orderMustNameShownVideos);
    }
    // One statement for the whole order: each id's place is its position in the array.
    await tx.execute(sql`
      update ${videos} set sort_order = wanted.place
      from unnest(array[${sql.join(
        videoIds.map((id) => sql`${id}`),
        sql`, `,
      )}]::int[]) with ordinality as wanted(id, place)
      where ${videos.id} = wanted.id and ${videos.playerId} = ${playerId}`);
    // The hidden ones follow, in the owner's own list, where they are out of the way.
    await tx
      .update(videos)
      .set({ sortOrder: videoIds.length + 1 })
      .where(and(eq(videos.playerId, playerId), eq(videos.hidden, true)));
    if (actor.id !== playerId) {
      await recordAudit(tx, {
        actor,
        action: 'video.ordered',
        subject: await subjectOf(tx, playerId),
        details: { videoIds },
      });
    }
    return { videoIds };
  });
}
