import { and, eq, gte, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { agents, members, players, savedSearches } from '../../db/schema/index.ts';
import { minorDobFrom } from '../safeguarding/visible-player.ts';
import { WORD_SIMILARITY_THRESHOLD } from './player-search-query.ts';

/** Alerts of one saved search are at most a day apart (decision 018). */
export const ALERT_INTERVAL = sql`interval '1 day'`;

/** A saved search may alert again: it never did, or its last alert is a day old. */
export const alertDue = or(
  isNull(savedSearches.lastAlertedAt),
  lt(savedSearches.lastAlertedAt, sql`now() - ${ALERT_INTERVAL}`),
) as SQL;

const owner = alias(members, 'owner');
const ownerAgent = alias(agents, 'owner_agent');

/** A stored filter as text; an empty text is no filter, as a falsy value is to filterConditions. */
const text = (key: string) => sql`nullif(${savedSearches.filters}->>${sql.raw(`'${key}'`)}, '')`;
/** A stored filter as a number of the given SQL type (ints, and heights as real like the column). */
const number = (key: string, type: 'int' | 'real') => sql`(${text(key)})::${sql.raw(type)}`;
const absent = (key: string) => sql`${text(key)} is null`;

/** The first day of next month, n years ago, computed in SQL from the month start JS passes. */
const monthStartYearsAgo = (nextMonthStart: string, years: SQL) =>
  sql`(${nextMonthStart}::date - make_interval(years => ${years}))::date`;

/**
 * filterConditions (player-search-query.ts) with the filters read from saved_searches.filters,
 * one condition each that holds when the filter is absent. Ages use dobBoundsForAges' month
 * boundary, given from JS so the database's time zone cannot move it.
 */
function storedFilterConditions(today: Date): SQL[] {
  // dobBoundsForAges: born before the first of next month, `age` years ago.
  const nextMonthStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1))
    .toISOString()
    .slice(0, 10);
  const threshold = sql.raw(String(WORD_SIMILARITY_THRESHOLD));
  return [
    sql`(${absent('position')} or ${text('position')} in (${players.primaryPosition}, ${players.secondaryPosition}))`,
    sql`(${absent('country')} or ${text('country')} = ${members.country})`,
    sql`(${absent('ageMin')} or ${members.dob} < ${monthStartYearsAgo(nextMonthStart, number('ageMin', 'int'))})`,
    sql`(${absent('ageMax')} or ${members.dob} >= ${monthStartYearsAgo(nextMonthStart, sql`${number('ageMax', 'int')} + 1`)})`,
    sql`(${absent('foot')} or ${text('foot')} = ${players.preferredFoot})`,
    sql`(${absent('heightMin')} or ${players.heightM} >= ${number('heightMin', 'real')})`,
    sql`(${absent('heightMax')} or ${players.heightM} <= ${number('heightMax', 'real')})`,
    sql`(${absent('status')} or ${text('status')} = ${players.status})`,
    // `if (filters.minRating)`: 0 is no filter.
    sql`(coalesce(${number('minRating', 'int')}, 0) = 0 or ${players.averageRating} >= ${number('minRating', 'real')})`,
    sql`(not coalesce((${text('hasVideos')})::boolean, false) or ${players.videoCount} > 0)`,
    // The month's first day, as filterConditions compares it; a player who has not said never matches.
    sql`(${absent('contractEndsBefore')} or ${players.contractUntil} < (${text('contractEndsBefore')} || '-01')::date)`,
    sql`(${absent('availability')} or ${text('availability')} = ${players.availability})`,
    sql`(${absent('relocatesTo')} or ${players.relocationAnywhere} or ${players.relocationCountries} @> array[${text('relocatesTo')}])`,
    // The search's `<%`, with the threshold written out instead of read from a session setting.
    sql`(${absent('q')} or word_similarity(search_normalize(${text('q')}), ${players.searchText}) >= ${threshold})`,
    // The age order leaves out a player without a birth date (playerSearchQuery).
    sql`(${text('sort')} is distinct from 'age' or ${members.dob} is not null)`,
  ];
}

/**
 * visiblePlayersCondition with the viewer being each search's owner: adults for everyone, a
 * member themself, every minor for admins, and minors whose parent confirmed for verified agents.
 */
function visibleToOwner(today: Date): SQL {
  const minorFrom = minorDobFrom(today);
  const ownerSeesMinors = or(
    eq(owner.role, 'Admin'),
    and(eq(owner.role, 'Agent'), eq(ownerAgent.verificationStatus, 'verified')),
  );
  return or(
    eq(owner.role, 'Admin'),
    isNull(members.dob),
    lt(members.dob, minorFrom),
    eq(members.id, owner.id),
    and(ownerSeesMinors, gte(members.dob, minorFrom), eq(players.parentConsent, 'confirmed')),
  ) as SQL;
}

/** A saved search that would list a player. */
export type SavedSearchMatch = { searchId: number; playerId: number };

/**
 * The saved searches (of other members) that would now list each of the players: one statement
 * evaluates every search's stored filters against every player's row, with its owner's right to
 * see them (decision 018; the search's own query, restricted to the player, is the
 * reference its test compares with). The alerts job passes a batch of players (decision 030).
 */
export async function savedSearchMatches(
  db: DbOrTx,
  playerIds: readonly number[],
  options: { onlyDue: boolean; today?: Date },
): Promise<SavedSearchMatch[]> {
  if (playerIds.length === 0) return [];
  const today = options.today ?? new Date();
  return db
    .select({ searchId: savedSearches.id, playerId: players.memberId })
    .from(savedSearches)
    .innerJoin(owner, eq(owner.id, savedSearches.memberId))
    .leftJoin(ownerAgent, eq(ownerAgent.memberId, owner.id))
    .innerJoin(players, inArray(players.memberId, [...playerIds]))
    .innerJoin(members, eq(members.id, players.memberId))
    .where(
      and(
        ne(savedSearches.memberId, players.memberId),
        isNull(owner.suspendedAt),
        isNull(members.suspendedAt),
        isNull(members.profileHiddenAt),
        options.onlyDue ? alertDue : undefined,
        visibleToOwner(today),
        ...storedFilterConditions(today),
      ),
    );
}

/** The saved searches that would now list one player (the "before" set of a profile change). */
export async function savedSearchesMatching(
  db: DbOrTx,
  playerId: number,
  options: { onlyDue: boolean; today?: Date },
): Promise<Set<number>> {
  const rows = await savedSearchMatches(db, [playerId], options);
  return new Set(rows.map((row) => row.searchId));
}
