import {
  ageFromBirthYearMonth,
  dobBoundsForAgeRange,
  idCursor,
  POSITIONS_BY_GROUP,
  type TPlayerVideos,
  type TVideoPool,
  videoPoolCursor,
  type ZVideoPoolQuery,
} from '@scouting/contract';
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { findPlayer } from '../../db/find-player.ts';
import { keyset } from '../../db/paging.ts';
import { members, players, videoRatings, videos } from '../../db/schema/index.ts';
import { assertCanSeePlayer, visiblePlayersCondition } from '../safeguarding/visible-player.ts';

const round2 = (value: number) => Math.round(value * 100) / 100;

const videoColumns = {
  id: videos.id,
  youtube_video_id: videos.youtubeVideoId,
  title: videos.title,
  thumbnail_url: videos.thumbnailUrl,
  averageRating: videos.averageRating,
  ratingCount: videos.ratingCount,
  myRating: videoRatings.rating,
  playerId: videos.playerId,
};

/** The viewer's own rating rides along on the primary key of video_ratings (no query per video). */
const viewerRating = (viewerId: number) =>
  and(eq(videoRatings.videoId, videos.id), eq(videoRatings.viewerId, viewerId));

const newestFirst = keyset(idCursor, [{ column: videos.id, order: 'desc' }]);

/**
 * The pool's order is exactly videos_pool_idx, led by (average_rating, id DESC), read backwards:
 * best rated first, then oldest id. NULLS FIRST on the id (never null) keeps it so; with the
 * default NULLS LAST the planner would sort.
 */
const bestRatedFirst = keyset(videoPoolCursor, [
  { column: videos.averageRating, order: 'desc' },
  { column: videos.id, order: 'asc', orderBy: sql`${videos.id} asc nulls first` },
]);

/** GET /api/player-videos/{playerId}: newest first, paged by id. */
export async function listPlayerVideos(
  db: Database,
  viewer: Member,
  playerId: number,
  page: { limit: number; cursor?: [number] | undefined },
): Promise<TPlayerVideos> {
  await assertCanSeePlayer(db, viewer, playerId);
  const { player } = await findPlayer(db, playerId);
  const rows = await db
    .select(videoColumns)
    .from(videos)
    .leftJoin(videoRatings, viewerRating(viewer.id))
    .where(and(eq(videos.playerId, playerId), newestFirst.after(page.cursor)))
    .orderBy(...newestFirst.orderBy)
    .limit(newestFirst.fetch(page.limit));
  const { rows: pageRows, nextCursor } = newestFirst.page(rows, page.limit, (row) => [row.id]);
  return {
    videos: pageRows.map(({ playerId: id, ...row }) => ({
      ...row,
      averageRating: round2(row.averageRating),
      player: { id },
    })),
    youtube_channel_id: player.youtubeChannelId,
    nextCursor,
  };
}

/** The pool's visibility rule (issue 12 §3) on the copies of the player's facts kept on videos. */
const poolPlayerColumns = { id: videos.playerId, dob: videos.playerDob, parentConsent: videos.playerParentConsent };

/**
 * GET /api/video-pool (SPEC §7), in two steps. The page is chosen on videos alone: every filter
 * reads the player's facts that triggers copy onto videos (decision 016), and videos_pool_idx holds
 * them in the pool's order (best rated first, then oldest id), so the page is an index-only walk
 * that skips non-matching videos inside the index, from the cursor on; a selective filter set no
 * longer costs a members and players lookup per skipped video. Only the page's rows are then
 * joined to the player for display.
 */
export function videoPoolQuery(
  db: Database,
  viewer: Member,
  query: z.output<typeof ZVideoPoolQuery>,
  today: Date = new Date(),
) {
  const conditions: (SQL | undefined)[] = [
    // Only videos of players (a players row): what the join on players kept before.
    isNotNull(videos.playerStatus),
    // Minors only for admins and verified agents, once a parent confirmed (issue 12 §3).
    visiblePlayersCondition(viewer, today, poolPlayerColumns),
    // Suspended members and profiles hidden by an admin leave the pool (issue 12 §6).
    eq(videos.playerRemoved, false),
  ];
  if (query.minRating) conditions.push(gte(videos.averageRating, query.minRating));
  if (query.generalPosition) {
    conditions.push(inArray(videos.playerPrimaryPosition, [...POSITIONS_BY_GROUP[query.generalPosition]]));
  }
  if (query.primaryPosition) conditions.push(eq(videos.playerPrimaryPosition, query.primaryPosition));
  if (query.status) conditions.push(eq(videos.playerStatus, query.status));
  if (query.country) conditions.push(eq(videos.playerCountry, query.country));
  if (query.ageRange) {
    const { from, before } = dobBoundsForAgeRange(query.ageRange, today);
    conditions.push(lt(videos.playerDob, before));
    if (from) conditions.push(gte(videos.playerDob, from));
  }
  const page = db
    .select({ id: videos.id, averageRating: videos.averageRating })
    .from(videos)
    .where(and(...conditions, bestRatedFirst.after(query.cursor)))
    .orderBy(...bestRatedFirst.orderBy)
    .limit(bestRatedFirst.fetch(query.limit))
    .as('pool_page');

  return db
    .select({
      ...videoColumns,
      fullName: members.fullName,
      dob: members.dob,
      country: members.country,
      primaryPosition: players.primaryPosition,
      status: players.status,
    })
    .from(page)
    .innerJoin(videos, eq(videos.id, page.id))
    .innerJoin(players, eq(players.memberId, videos.playerId))
    .innerJoin(members, eq(members.id, videos.playerId))
    .leftJoin(videoRatings, viewerRating(viewer.id))
    .orderBy(desc(page.averageRating), asc(page.id));
}

export async function videoPool(
  db: Database,
  viewer: Member,
  query: z.output<typeof ZVideoPoolQuery>,
  today: Date = new Date(),
): Promise<TVideoPool> {
  const rows = await videoPoolQuery(db, viewer, query, today);
  const { rows: pageRows, nextCursor } = bestRatedFirst.page(rows, query.limit, (row) => [row.averageRating, row.id]);
  return {
    videos: pageRows.map((row) => ({
      id: row.id,
      youtube_video_id: row.youtube_video_id,
      title: row.title,
      thumbnail_url: row.thumbnail_url,
      averageRating: round2(row.averageRating),
      ratingCount: row.ratingCount,
      myRating: row.myRating,
      player: {
        id: row.playerId,
        fullName: row.fullName,
        age: row.dob ? ageFromBirthYearMonth(row.dob, today) : null,
        country: row.country,
        primaryPosition: row.primaryPosition,
        status: row.status,
      },
    })),
    nextCursor,
  };
}
