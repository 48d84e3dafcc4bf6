import { MESSAGES, type TAverageRating, ZRateVideoRequest } from '@scouting/contract';
import { eq, sql, sum } from 'drizzle-orm';
import type { z } from 'zod';
import type { Member } from '../../auth/caller.ts';
import { assertSelfOrAdmin } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { findPlayer } from '../../db/find-player.ts';
import { members, videoRatings, videos } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { notify } from '../notifications/notify.ts';
import { assertCanSeePlayer } from '../safeguarding/visible-player.ts';

/**
 * One rating per viewer and video (SPEC §5): rating again replaces it. The video's sum, count and
 * average are recomputed in the same transaction with the video row locked, so concurrent ratings
 * cannot lose an update and the pool can filter on the stored average.
 */
export async function rateVideo(db: Database, caller: Member, input: z.input<typeof ZRateVideoRequest>) {
  const { videoId, viewerId = caller.id, rating } = ZRateVideoRequest.parse(input);
  assertSelfOrAdmin(caller, viewerId);
  if (caller.role === 'Player') throw new AppError('WRONG_ROLE', MESSAGES.playersCannotRate);
  if (viewerId !== caller.id) {
    const [viewer] = await db.select({ role: members.role }).from(members).where(eq(members.id, viewerId)).limit(1);
    if (!viewer) throw new AppError('NOT_FOUND', 'Viewer not found.');
    if (viewer.role === 'Player') throw new AppError('WRONG_ROLE', MESSAGES.playersCannotRate);
  }

  return db.transaction(async (tx) => {
    const [video] = await tx
      .select({ id: videos.id, playerId: videos.playerId, title: videos.title })
      .from(videos)
      .where(eq(videos.id, videoId))
      .for('update')
      .limit(1);
    if (!video) throw new AppError('NOT_FOUND', MESSAGES.videoNotFound);
    // A hidden minor's video is not there for this viewer (issue 12 §3).
    await assertCanSeePlayer(tx, caller, video.playerId);

    const [saved] = await tx
      .insert(videoRatings)
      .values({ videoId, viewerId, rating })
      .onConflictDoUpdate({
        target: [videoRatings.videoId, videoRatings.viewerId],
        set: { rating, updatedAt: new Date() },
      })
      // xmax is 0 for a row this statement inserted, non-zero for one it updated.
      .returning({ inserted: sql<boolean>`(xmax = 0)` });

    const [totals] = await tx
      .select({ sum: sql<number>`coalesce(sum(${videoRatings.rating}), 0)::int`, count: sql<number>`count(*)::int` })
      .from(videoRatings)
      .where(eq(videoRatings.videoId, videoId));
    const ratingSum = totals?.sum ?? 0;
    const ratingCount = totals?.count ?? 0;
    const averageRating = ratingCount > 0 ? ratingSum / ratingCount : 0;
    await tx.update(videos).set({ ratingSum, ratingCount, averageRating }).where(eq(videos.id, videoId));

    if (saved?.inserted) {
      await notify(
        tx,
        video.playerId,
        'video_rated',
        `Your video "${video.title.slice(0, 80)}" received a new ${rating}-star rating.`,
        '/player-dashboard',
      );
    }
    return { videoId, rating, averageRating: round2(averageRating), ratingCount };
  });
}

/** GET /api/player-average-rating/{playerId}: over every rating of every video of the player. */
export async function playerAverageRating(db: Database, viewer: Member, playerId: number): Promise<TAverageRating> {
  await assertCanSeePlayer(db, viewer, playerId);
  await findPlayer(db, playerId);
  const [totals] = await db
    .select({ sum: sum(videos.ratingSum).mapWith(Number), count: sum(videos.ratingCount).mapWith(Number) })
    .from(videos)
    .where(eq(videos.playerId, playerId));
  const ratingCount = totals?.count ?? 0;
  return { averageRating: ratingCount > 0 ? round2((totals?.sum ?? 0) / ratingCount) : 0, ratingCount };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
