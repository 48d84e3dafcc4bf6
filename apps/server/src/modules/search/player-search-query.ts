import { monthStartOf } from '@scouting/contract/availability';
import type { TSearchCursor, TSearchFilters } from '@scouting/contract/schemas/search';
import { dobBoundsForAges, effectiveSort, type TSearchSort } from '@scouting/contract/search';
import { and, asc, desc, eq, gt, gte, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Member } from '../../auth/caller.ts';
import type { DbOrTx } from '../../db/client.ts';
import { afterKeys, type SortKey } from '../../db/paging.ts';
import { memberImages, members, playerSearchWords, players } from '../../db/schema/index.ts';
import { visiblePlayersCondition } from '../safeguarding/visible-player.ts';

/**
 * How alike the typed words and a player's search text must be (pg_trgm word similarity, 0–1).
 * The extension's default (0.6) misses one swapped letter in a short name ('Mensha' for 'Mensah'
 * scores 0.57); 0.5 finds it while keeping unrelated names out ('Smith' for 'Mensah' scores 0).
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;

/** The typed text, unaccented and lower-cased by the same function the trigger applies to players. */
const normalized = (q: string) => sql`search_normalize(${q})`;

/** Word similarity as a whole number (0–1000): an integer compares exactly in the cursor. */
const scoreOf = (q: string) =>
  sql<number>`round(word_similarity(${normalized(q)}, ${players.searchText}) * 1000)::int`.mapWith(Number);

/**
 * Best match ranks in two tiers (decision 018, follow-up). A player whose words include every typed
 * word and whose similarity is full (1000) ranks 1000; they are read in id order along
 * player_search_words, scoring only the rows a page shows. Every other match ranks by its
 * similarity, at most 999, and only this remainder is scored in full.
 */
const FUZZY_RANK_MAX = 999;
const fuzzyRankOf = (q: string) => sql<number>`least(${scoreOf(q)}, ${sql.raw(String(FUZZY_RANK_MAX))})`;
const EXACT_RANK = 1000;

/** Beyond this many typed words, every match ranks as fuzzy (a long text is scored in full). */
const EXACT_WORDS_MAX = 6;

/**
 * How many words the database will make of the typed text, counted the way search_words() splits
 * (runs of letters and digits). Only used to write one condition per word: the query also checks
 * the database's own count, so a different count here never mis-ranks a row, it only turns the
 * exact tier off for that text.
 */
export function typedWordCount(q: string): number {
  // Accents are dropped first, as search_normalize() drops them: a combining mark is not a letter.
  return (
    q
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .match(/[\p{L}\p{N}]+/gu)?.length ?? 0
  );
}

/**
 * The exact tier: every typed word is one of the player's words (one semi-join per word on the
 * (word, member_id) btree, so rows arrive in id order) and the similarity is full. Its negation is
 * the fuzzy tier's, so the tiers never share a row.
 */
function exactMatch(q: string): SQL {
  const count = typedWordCount(q);
  if (count === 0 || count > EXACT_WORDS_MAX) return sql`false`;
  const words = sql`search_words(${normalized(q)})`;
  return and(
    sql`cardinality(${words}) = ${sql.raw(String(count))}`,
    ...Array.from(
      { length: count },
      (_, i) =>
        sql`${players.memberId} in (select ${playerSearchWords.memberId} from ${playerSearchWords} where ${playerSearchWords.word} = (${words})[${sql.raw(String(i + 1))}])`,
    ),
    // `>=` rather than `=` (the score is at most 1000): the planner guesses 1/3 of rows for a range
    // and 1/200 for an equality on an expression; with the latter it expected too few exact rows to
    // fill a page, so it read and sorted all 5,000 'Silva's instead of walking the btree in id order.
    sql`${scoreOf(q)} >= ${sql.raw(String(EXACT_RANK))}`,
  ) as SQL;
}

/** Each order's keys, led by its own key and ended by the member id, so ties keep a fixed order. */
function sortKeys(sort: Exclude<TSearchSort, 'best'>): SortKey[] {
  const byIdAsc: SortKey = { column: players.memberId, order: 'asc' };
  switch (sort) {
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

const orderByOf = (keys: SortKey[]) =>
  keys.map((key) => key.orderBy ?? (key.order === 'asc' ? sql`${key.column} asc` : sql`${key.column} desc`));

/** `<%` is pg_trgm's word-similarity operator, served by players_search_text_trgm_idx. */
const textMatch = (q: string) => sql`${normalized(q)} <% ${players.searchText}`;

/**
 * The filters of a search other than its text, as SQL conditions on players joined with members
 * (every one indexable).
 */
function filterConditions(filters: TSearchFilters, today: Date): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [];
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
  // Availability (decision 057): a contract that ends before the month's first day (players who
  // have not said are left out); a destination named in the list or anywhere (a bitmap OR of the
  // list's GIN index and the partial index of "anywhere").
  if (filters.contractEndsBefore) conditions.push(lt(players.contractUntil, monthStartOf(filters.contractEndsBefore)));
  if (filters.availability) conditions.push(eq(players.availability, filters.availability));
  if (filters.relocatesTo) {
    conditions.push(
      or(players.relocationAnywhere, sql`${players.relocationCountries} @> array[${filters.relocatesTo}]::text[]`),
    );
  }
  return conditions;
}

export type SearchPage = { limit: number; cursor?: TSearchCursor | undefined };

/** The columns of a result row; `rank` is the best-match rank (0 in the other orders). */
const resultFields = (rank: SQL<number>) => ({
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
  // A subquery rather than a join: one relation fewer for the planner in each branch of best match.
  contractUntil: players.contractUntil,
  availability: players.availability,
  profileImageFileId: sql<
    string | null
  >`(select ${memberImages.profileImageFileId} from ${memberImages} where ${memberImages.memberId} = ${players.memberId})`.as(
    'profile_image_file_id',
  ),
  score: rank.mapWith(Number).as('score'),
});

const resultsFrom = (db: DbOrTx, rank: SQL<number>) =>
  db.select(resultFields(rank)).from(players).innerJoin(members, eq(members.id, players.memberId));

/**
 * The one query of player search (decision 018), used by the search route, the saved-search alerts
 * (with `onlyPlayerId`) and the bench. Who may be seen is decided here, in SQL, before the LIMIT:
 * minors only for those the safeguarding rules allow (docs/product.md#who-may-see-whom), and never a suspended member
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
  const conditions = [
    visiblePlayersCondition(viewer, today),
    isNull(members.suspendedAt),
    isNull(members.profileHiddenAt),
    ...filterConditions(filters, today),
    // Every player gives a birth date in the wizard; one without could not be placed in age order.
    sort === 'age' ? isNotNull(members.dob) : undefined,
    options.onlyPlayerId === undefined ? undefined : eq(players.memberId, options.onlyPlayerId),
  ];
  const fetch = page.limit + 1;
  const cursorValues = page.cursor ? page.cursor.slice(1) : undefined;

  if (sort === 'best' && filters.q) return bestMatchQuery(db, filters.q, conditions, fetch, cursorValues);

  const keys = sortKeys(sort === 'best' ? 'newest' : sort);
  return resultsFrom(db, sql<number>`0`)
    .where(
      and(
        ...conditions,
        filters.q ? textMatch(filters.q) : undefined,
        cursorValues ? afterKeys(keys, sort === 'newest' ? [cursorValues[1]] : cursorValues) : undefined,
      ),
    )
    .orderBy(...orderByOf(keys))
    .limit(fetch);
}

/**
 * Best match as two tiers in one statement: the exact tier (rank 1000) in id order, then the fuzzy
 * tier (rank desc, id), each at most a page. The fuzzy branch runs only when the exact tier cannot
 * fill the page (its one-time condition counts the exact tier's rows), so a common word costs one
 * page of index reads. The outer ORDER BY makes the order hold whatever plan the branches get. A
 * cursor in the fuzzy tier leaves the exact tier out: all its rows come before it.
 */
function bestMatchQuery(
  db: DbOrTx,
  q: string,
  conditions: (SQL | undefined)[],
  fetch: number,
  cursorValues: unknown[] | undefined,
) {
  const exact = exactMatch(q);
  const inFuzzyTier = cursorValues !== undefined && Number(cursorValues[0]) < EXACT_RANK;
  const exactConditions = and(
    ...conditions,
    inFuzzyTier ? sql`false` : exact,
    cursorValues && !inFuzzyTier ? gt(players.memberId, Number(cursorValues[1])) : undefined,
  );
  const fuzzyKeys: SortKey[] = [
    { column: fuzzyRankOf(q), order: 'desc' },
    { column: players.memberId, order: 'asc' },
  ];
  // Referenced twice, so PostgreSQL materializes it: the exact tier is planned and run once.
  const exactTier = db.$with('exact_tier').as(
    resultsFrom(db, sql<number>`${sql.raw(String(EXACT_RANK))}`)
      .where(exactConditions)
      .orderBy(asc(players.memberId))
      .limit(fetch),
  );
  const fuzzyTier = resultsFrom(db, fuzzyRankOf(q))
    .where(
      and(
        ...conditions,
        textMatch(q),
        sql`not (${exact})`,
        inFuzzyTier ? afterKeys(fuzzyKeys, cursorValues) : sql`(select count(*) from ${exactTier}) < ${fetch}`,
      ),
    )
    .orderBy(...orderByOf(fuzzyKeys))
    .limit(fetch);
  const hits = unionAll(db.select().from(exactTier), fuzzyTier).as('hits');
  return db.with(exactTier).select().from(hits).orderBy(desc(hits.score), asc(hits.id)).limit(fetch);
}

/**
 * How many players the search would list, up to `cap` + 1 rows read: the same visibility and
 * filters as playerSearchQuery, without its order (the count does not depend on it).
 */
export async function playerSearchCount(
  db: DbOrTx,
  viewer: Member,
  filters: TSearchFilters,
  cap: number,
  today: Date = new Date(),
): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(players)
    .innerJoin(members, eq(members.id, players.memberId))
    .where(
      and(
        visiblePlayersCondition(viewer, today),
        isNull(members.suspendedAt),
        isNull(members.profileHiddenAt),
        ...filterConditions(filters, today),
        effectiveSort(filters) === 'age' ? isNotNull(members.dob) : undefined,
        // Best match lists the exact tier and the fuzzy one; the other orders the fuzzy match alone.
        filters.q
          ? effectiveSort(filters) === 'best'
            ? or(exactMatch(filters.q), textMatch(filters.q))
            : textMatch(filters.q)
          : undefined,
      ),
    )
    .limit(cap + 1)
    .as('matching');
  const [row] = await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(matching);
  return row?.count ?? 0;
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
