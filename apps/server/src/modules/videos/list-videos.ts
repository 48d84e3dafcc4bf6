import { ageFromBirthYearMonth } from '@scouting/contract/age';
import { monthStartOf, yearMonthOf } from '@scouting/contract/availability';
import { POSITIONS_BY_GROUP } from '@scouting/contract/constants';
import {
  playerVideosCursor,
  type TPlayerVideos,
  type TVideoPool,
  videoPoolCursor,
  type ZVideoPoolQuery,
} from '@scouting/contract/schemas/videos';
import { videoPosterUrl, videoStreamUrl } from '@scouting/contract/video-uploads';
import { dobBoundsForAgeRange } from '@scouting/contract/videos';
import { and, asc, desc, eq, exists, gte, inArray, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { findPlayer } from '../../db/find-player.ts';
import { keyset } from '../../db/paging.ts';
import { members, players, videoRatings, videos } from '../../db/schema/index.ts';
import { assertCanSeePlayer, visiblePlayersCondition } from '../safeguarding/visible-player.ts';
import { momentsOfVideos } from './moments.ts';

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
  hidden: videos.hidden,
  source: videos.source,
  status: videos.status,
};

/**
 * What an uploaded clip shows instead of YouTube's links: its poster as the thumbnail and its
 * stream, both served after the visibility checks (decision 034); a YouTube video keeps its own.
 */
export function uploadLinks(row: {
  id: number;
  source: 'youtube' | 'upload';
  status: string;
  thumbnail_url: string | null;
}) {
  if (row.source === 'youtube') return { thumbnail_url: row.thumbnail_url ?? '', streamUrl: null };
  const ready = row.status === 'Ready';
  return { thumbnail_url: ready ? videoPosterUrl(row.id) : '', streamUrl: ready ? videoStreamUrl(row.id) : null };
}

/** The viewer's own rating rides along on the primary key of video_ratings (no query per video). */
const viewerRating = (viewerId: number) =>
  and(eq(videoRatings.videoId, videos.id), eq(videoRatings.viewerId, viewerId));

/** The owner's order, then newest first: exactly videos_player_order_idx after the player id. */
const ownersOrder = keyset(playerVideosCursor, [
  { column: videos.sortOrder, order: 'asc' },
  { column: videos.id, order: 'desc' },
]);

/**
 * The pool's order is exactly videos_pool_idx, led by (average_rating, id DESC), read backwards:
 * best rated first, then oldest id. NULLS FIRST on the id (never null) keeps it so; with the
 * default NULLS LAST the planner would sort.
 */
const bestRatedFirst = keyset(videoPoolCursor, [
  { column: videos.averageRating, order: 'desc' },
  { column: videos.id, order: 'asc', orderBy: sql`${videos.id} asc nulls first` },
]);

/**
 * GET /api/player-videos/{playerId}: in the owner's order (docs/product.md#videos-and-ratings), paged by (order, id). The
 * owner sees their hidden videos too, marked; nobody else does, not even an admin.
 */
export async function listPlayerVideos(
  db: Database,
  viewer: Member,
  playerId: number,
  page: { limit: number; cursor?: [number, number] | undefined },
): Promise<TPlayerVideos> {
  await assertCanSeePlayer(db, viewer, playerId);
  const { player } = await findPlayer(db, playerId);
  const rows = await db
    .select({ ...videoColumns, sortOrder: videos.sortOrder })
    .from(videos)
    .leftJoin(videoRatings, viewerRating(viewer.id))
    .where(
      and(
        eq(videos.playerId, playerId),
        // The owner also sees their clips still processing or failed, with their state.
        viewer.id === playerId ? undefined : and(eq(videos.hidden, false), eq(videos.status, 'Ready')),
        ownersOrder.after(page.cursor),
      ),
    )
    .orderBy(...ownersOrder.orderBy)
    .limit(ownersOrder.fetch(page.limit));
  const { rows: pageRows, nextCursor } = ownersOrder.page(rows, page.limit, (row) => [row.sortOrder, row.id]);
  return {
    videos: pageRows.map(({ playerId: id, sortOrder: _order, ...row }) => ({
      ...row,
      ...uploadLinks(row),
      averageRating: round2(row.averageRating),
      player: { id },
    })),
    youtube_channel_id: player.youtubeChannelId,
    moments: await momentsOfVideos(
      db,
      pageRows.map((row) => row.id),
    ),
    nextCursor,
  };
}

/** The pool's visibility rule (docs/product.md#who-may-see-whom) on the copies of the player's facts kept on videos. */
const poolPlayerColumns = { id: videos.playerId, dob: videos.playerDob, parentConsent: videos.playerParentConsent };

/**
 * GET /api/video-pool, in two steps. The page is chosen on videos alone: every filter
 * reads the player's facts that triggers copy onto videos (decision 016), and videos_pool_idx holds
 * them in the pool's order (best rated first, then oldest id), so the page is an index-only walk
 * that skips non-matching videos inside the index, from the cursor on; a selective filter set no
 * longer costs a members and players lookup per skipped video. Only the page's rows are then
 * joined to the player for display.
 */
/** The search's availability conditions on players (player-search-query.ts), for the pool. */
function availabilityConditions(query: z.output<typeof ZVideoPoolQuery>): SQL[] {
  const conditions: SQL[] = [];
  if (query.contractEndsBefore) conditions.push(lt(players.contractUntil, monthStartOf(query.contractEndsBefore)));
  if (query.availability) conditions.push(eq(players.availability, query.availability));
  if (query.relocatesTo) {
    conditions.push(
      or(players.relocationAnywhere, sql`${players.relocationCountries} @> array[${query.relocatesTo}]::text[]`) as SQL,
    );
  }
  return conditions;
}

export function videoPoolQuery(
  db: Database,
  viewer: Member,
  query: z.output<typeof ZVideoPoolQuery>,
  today: Date = new Date(),
) {
  const conditions: (SQL | undefined)[] = [
    // Only videos of players (a players row): what the join on players kept before.
    isNotNull(videos.playerStatus),
    // Minors only for admins and verified agents, once a parent confirmed (docs/product.md#who-may-see-whom).
    visiblePlayersCondition(viewer, today, poolPlayerColumns),
    // Suspended members and profiles hidden by an admin leave the pool (docs/product.md#reports-and-suspension).
    eq(videos.playerRemoved, false),
    // So does a video its owner hid (docs/product.md#videos-and-ratings), and a clip not (yet) transcoded (decision 034).
    eq(videos.hidden, false),
    eq(videos.status, 'Ready'),
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
  const availability = availabilityConditions(query);
  // The availability facts are not copied onto videos: one primary-key probe of the player per
  // candidate video, and only when one of these filters is set (decision 057).
  if (availability.length > 0) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(players)
          .where(and(eq(players.memberId, videos.playerId), ...availability)),
      ),
    );
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
      playerStatus: players.status,
      contractUntil: players.contractUntil,
      availability: players.availability,
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
      source: row.source,
      status: row.status,
      youtube_video_id: row.youtube_video_id,
      title: row.title,
      ...uploadLinks(row),
      averageRating: round2(row.averageRating),
      ratingCount: row.ratingCount,
      myRating: row.myRating,
      hidden: false,
      player: {
        id: row.playerId,
        fullName: row.fullName,
        age: row.dob ? ageFromBirthYearMonth(row.dob, today) : null,
        country: row.country,
        primaryPosition: row.primaryPosition,
        status: row.playerStatus,
        contractUntil: yearMonthOf(row.contractUntil),
        availability: row.availability,
      },
    })),
    nextCursor,
  };
}
