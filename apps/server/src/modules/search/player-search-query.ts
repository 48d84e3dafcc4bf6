import {
  dobBoundsForAges,
  effectiveSort,
  type TSearchCursor,
  type TSearchFilters,
  type TSearchSort,
} from '@scouting/contract';
import { and, eq, gt, gte, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import type { DbOrTx } from '../../db/client.ts';
import { afterKeys, type SortKey } from '../../db/paging.ts';
import { memberImages, members, players } from '../../db/schema/index.ts';
import { visiblePlayersCondition } from '../profiles/visible-player.ts';

/**
 * How alike the typed words and a player's search text must be (pg_trgm word similarity, 0–1).
 * The extension's default (0.6) misses one swapped letter in a short name ('Mensha' for 'Mensah'
 * scores 0.57); 0.5 finds it while keeping unrelated names out ('Smith' for 'Mensah' scores 0).
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;

/** The typed text, unaccented and lower-cased by the same function the trigger applies to players. */
const normalized = (q: string) => sql`search_normalize(${q})`;

/** Best-match score as a whole number (0–1000): an integer compares exactly in the cursor. */
const scoreOf = (q: string) =>
  sql<number>`round(word_similarity(${normalized(q)}, ${players.searchText}) * 1000)::int`.mapWith(Number);

/** Each order's keys, led by its own key and ended by the member id, so ties keep a fixed order. */
function sortKeys(sort: TSearchSort, q: string | undefined): SortKey[] {
  const byIdAsc: SortKey = { column: players.memberId, order: 'asc' };
  switch (sort) {
    case 'best':
      return [{ column: scoreOf(q ?? ''), order: 'desc' }, byIdAsc];
    case 'rating':
      // players_average_rating_idx: (average_rating DESC, member_id).
      return [
        { column: players.averageRating, order: 'desc', orderBy: sql`${players.averageRating} desc nulls last` },
        byIdAsc,
      ];
    case 'age':
      // Youngest first, along members_dob_idx read backwards.
      return [{ column: members.dob, order: 'desc' }, byIdAsc];
    case 'newest':
      return [{ column: players.memberId, order: 'desc' }];
  }
}

/** The filters of a search as SQL conditions on players joined with members (every one indexable). */
function filterConditions(filters: TSearchFilters, today: Date): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [];
  // `<%` is pg_trgm's word-similarity operator, served by players_search_text_trgm_idx.
  if (filters.q) conditions.push(sql`${normalized(filters.q)} <% ${players.searchText}`);
  if (filters.position) {
    conditions.push(or(eq(players.primaryPosition, filters.position), eq(players.secondaryPosition, filters.position)));
  }
  if (filters.country) conditions.push(eq(members.country, filters.country));
  const { from, before } = dobBoundsForAges(filters, today);
  if (before) conditions.push(lt(members.dob, before));
  if (from) conditions.push(gte(members.dob, from));
  if (filters.foot) conditions.push(eq(players.preferredFoot, filters.foot));
  // Heights are float4: compare as float4, or 1.8 m would fail "at least 1.8".
  if (filters.heightMin !== undefined) conditions.push(sql`${players.heightM} >= ${filters.heightMin}::real`);
  if (filters.heightMax !== undefined) conditions.push(sql`${players.heightM} <= ${filters.heightMax}::real`);
  if (filters.status) conditions.push(eq(players.status, filters.status));
  if (filters.minRating) conditions.push(gte(players.averageRating, filters.minRating));
  if (filters.hasVideos) conditions.push(gt(players.videoCount, 0));
  return conditions;
}

export type SearchPage = { limit: number; cursor?: TSearchCursor | undefined };

/**
 * The one query of player search (issue 18 §1), used by the search route, the saved-search alerts
 * (with `onlyPlayerId`) and the bench. Who may be seen is decided here, in SQL, before the LIMIT:
 * minors only for those the safeguarding rules allow (issue 12 §3), and never a suspended member
 * or a profile an admin hid, so a page is never short of rows and a probe learns nothing.
 */
export function playerSearchQuery(
  db: DbOrTx,
  viewer: Member,
  filters: TSearchFilters,
  page: SearchPage,
  options: { today?: Date; onlyPlayerId?: number } = {},
) {
  const today = options.today ?? new Date();
  const sort = effectiveSort(filters);
  const keys = sortKeys(sort, filters.q);
  const cursorValues = page.cursor ? page.cursor.slice(1) : undefined;
  const conditions = [
    visiblePlayersCondition(viewer, today),
    isNull(members.suspendedAt),
    isNull(members.profileHiddenAt),
    ...filterConditions(filters, today),
    // Every player gives a birth date in the wizard; one without could not be placed in age order.
    sort === 'age' ? isNotNull(members.dob) : undefined,
    options.onlyPlayerId === undefined ? undefined : eq(players.memberId, options.onlyPlayerId),
    cursorValues ? afterKeys(keys, sort === 'newest' ? [cursorValues[1]] : cursorValues) : undefined,
  ];
  return db
    .select({
      id: players.memberId,
      fullName: members.fullName,
      username: members.username,
      dob: members.dob,
      country: members.country,
      primaryPosition: players.primaryPosition,
      secondaryPosition: players.secondaryPosition,
      currentClub: players.currentClub,
      status: players.status,
      averageRating: players.averageRating,
      videoCount: players.videoCount,
      profileImageFileId: memberImages.profileImageFileId,
      score: filters.q ? scoreOf(filters.q) : sql<number>`0`.mapWith(Number),
    })
    .from(players)
    .innerJoin(members, eq(members.id, players.memberId))
    .leftJoin(memberImages, eq(memberImages.memberId, players.memberId))
    .where(and(...conditions))
    .orderBy(
      ...keys.map((key) => key.orderBy ?? (key.order === 'asc' ? sql`${key.column} asc` : sql`${key.column} desc`)),
    )
    .limit(page.limit + 1);
}

export type PlayerSearchRow = Awaited<ReturnType<typeof playerSearchQuery>>[number];

/** The cursor of a row in the given order (the contract's shape: sort, key, id). */
export function cursorOfRow(sort: TSearchSort, row: PlayerSearchRow): TSearchCursor {
  switch (sort) {
    case 'best':
      return ['best', row.score, row.id];
    case 'rating':
      return ['rating', row.averageRating, row.id];
    case 'age':
      return ['age', row.dob ?? '', row.id];
    case 'newest':
      return ['newest', row.id, row.id];
  }
}

/**
 * pg_trgm reads its threshold from a setting; SET LOCAL keeps it to this transaction, so pooled
 * connections and other queries keep the default.
 */
export async function withSearchSettings<T>(db: DbOrTx, run: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`,
    );
    return run(tx);
  });
}
