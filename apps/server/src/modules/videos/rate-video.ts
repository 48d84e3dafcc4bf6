import { MESSAGES } from '@scouting/contract/messages';
import { REFUSAL_MESSAGES } from '@scouting/contract/refusals';
import type { TNoticeLine } from '@scouting/contract/schemas/notifications';
import { type TAverageRating, ZRateVideoRequest } from '@scouting/contract/schemas/videos';
import { and, eq, sql, sum } from 'drizzle-orm';
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
 * One rating per viewer and video (docs/product.md#videos-and-ratings): rating again replaces it. The video's sum, count and
 * average are recomputed in the same transaction with the video row locked, so concurrent ratings
 * cannot lose an update and the pool can filter on the stored average.
 */
export async function rateVideo(db: Database, caller: Member, input: z.input<typeof ZRateVideoRequest>) {
  const { videoId, viewerId = caller.id, rating } = ZRateVideoRequest.parse(input);
  assertSelfOrAdmin(caller, viewerId);
  if (caller.role === 'Player') throw new AppError('WRONG_ROLE', MESSAGES.playersCannotRate);
  if (viewerId !== caller.id) {
    const [viewer] = await db.select({ role: members.role }).from(members).where(eq(members.id, viewerId)).limit(1);
    if (!viewer) throw new AppError('NOT_FOUND', REFUSAL_MESSAGES.viewerNotFound);
    if (viewer.role === 'Player') throw new AppError('WRONG_ROLE', MESSAGES.playersCannotRate);
  }

  return db.transaction(async (tx) => {
    const [video] = await tx
      .select({ id: videos.id, playerId: videos.playerId, title: videos.title, hidden: videos.hidden })
      .from(videos)
      .where(eq(videos.id, videoId))
      .for('update')
      .limit(1);
    // A video its owner hid is not there for anyone else (docs/product.md#videos-and-ratings); a player never rates.
    if (!video || video.hidden) throw new AppError('NOT_FOUND', MESSAGES.videoNotFound);
    // A hidden minor's video is not there for this viewer (docs/product.md#who-may-see-whom).
    const player = await assertCanSeePlayer(tx, caller, video.playerId);

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
      const title = video.title.slice(0, 80);
      // Decision 032: a minor is told that a verified agent rated, not the stars nor who; the
      // average waits on their own video profile for when they look.
      const [message, link]: [TNoticeLine, string] = player.isMinor
        ? [{ key: 'videoRatedMinor', values: { title } }, `/video-profile/${video.playerId}`]
        : [{ key: 'videoRated', values: { title, rating } }, '/player-dashboard'];
      await notify(tx, video.playerId, 'video_rated', message, link);
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
    // The average of what is shown: a hidden video's ratings leave it with the video.
    .where(and(eq(videos.playerId, playerId), eq(videos.hidden, false)));
  const ratingCount = totals?.count ?? 0;
  return { averageRating: ratingCount > 0 ? round2((totals?.sum ?? 0) / ratingCount) : 0, ratingCount };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
