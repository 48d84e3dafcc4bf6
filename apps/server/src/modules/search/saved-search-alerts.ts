import { savedSearchAlertMessage, searchLink } from '@scouting/contract';
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { loadMember } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { members, players, savedSearches } from '../../db/schema/index.ts';
import { notify } from '../notifications/notify.ts';
import { playerSearchQuery, withSearchSettings } from './player-search-query.ts';

/** Alerts of one saved search are at most a day apart (issue 18 §3). */
const ALERT_INTERVAL = sql`interval '1 day'`;

type Deps = { db: Database; log: FastifyBaseLogger };

/**
 * The saved searches (of other members) that match a player now. Cheap JSON conditions on the
 * player's own facts leave out most searches in one query; the few left are checked by the
 * search's own query builder restricted to this player, so an alert means exactly "this search
 * would now list them", the owner's right to see minors included.
 */
export async function savedSearchesMatching(
  db: Database,
  playerId: number,
  options: { onlyDue: boolean },
): Promise<Set<number>> {
  const [player] = await db
    .select({
      country: members.country,
      primaryPosition: players.primaryPosition,
      secondaryPosition: players.secondaryPosition,
      status: players.status,
      foot: players.preferredFoot,
    })
    .from(players)
    .innerJoin(members, eq(members.id, players.memberId))
    .where(eq(players.memberId, playerId))
    .limit(1);
  if (!player) return new Set();
  const filter = (key: string) => sql`${savedSearches.filters}->>${key}`;
  const candidates = await db
    .select({ id: savedSearches.id, ownerId: savedSearches.memberId, filters: savedSearches.filters })
    .from(savedSearches)
    .where(
      and(
        ne(savedSearches.memberId, playerId),
        options.onlyDue
          ? or(isNull(savedSearches.lastAlertedAt), lt(savedSearches.lastAlertedAt, sql`now() - ${ALERT_INTERVAL}`))
          : undefined,
        sql`(${filter('position')} is null or ${filter('position')} in (${player.primaryPosition}, ${player.secondaryPosition}))`,
        sql`(${filter('country')} is null or ${filter('country')} = ${player.country})`,
        sql`(${filter('status')} is null or ${filter('status')} = ${player.status})`,
        sql`(${filter('foot')} is null or ${filter('foot')} = ${player.foot})`,
      ),
    );
  const matching = new Set<number>();
  for (const candidate of candidates) {
    const owner = await loadMember(db, candidate.ownerId);
    if (!owner || owner.suspended) continue;
    const rows = await withSearchSettings(db, (tx) =>
      playerSearchQuery(tx, owner, candidate.filters, { limit: 1 }, { onlyPlayerId: playerId }),
    );
    if (rows.length > 0) matching.add(candidate.id);
  }
  return matching;
}

/**
 * Notifies the owners of the saved searches the player newly matches (not in `before`), each at
 * most once a day: the claim on last_alerted_at and the notification are one transaction, so two
 * changes at once cannot both alert. Runs after the player's write committed; a failure is logged
 * and never reaches the player.
 */
export async function alertNewMatches(deps: Deps, playerId: number, before: Set<number>): Promise<void> {
  try {
    const now = await savedSearchesMatching(deps.db, playerId, { onlyDue: true });
    for (const id of now) {
      if (before.has(id)) continue;
      await deps.db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(savedSearches)
          .set({ lastAlertedAt: sql`now()` })
          .where(
            and(
              eq(savedSearches.id, id),
              or(isNull(savedSearches.lastAlertedAt), lt(savedSearches.lastAlertedAt, sql`now() - ${ALERT_INTERVAL}`)),
            ),
          )
          .returning({ ownerId: savedSearches.memberId, name: savedSearches.name, filters: savedSearches.filters });
        if (claimed) {
          await notify(
            tx,
            claimed.ownerId,
            'saved_search_match',
            savedSearchAlertMessage(claimed.name),
            searchLink(claimed.filters),
          );
        }
      });
    }
  } catch (error) {
    deps.log.error({ err: error, playerId }, 'saved-search alerts failed; the player’s change stands');
  }
}

/** A player registered: every saved search they match is news. */
export function alertOnNewPlayer(deps: Deps, playerId: number): Promise<void> {
  return alertNewMatches(deps, playerId, new Set());
}

/**
 * A player's profile changes: only searches they did not match before the change alert. The write
 * runs as given (its own transaction); its result or error is the caller's, whatever the alerts do.
 */
export async function withAlertsOnPlayerChange<T>(deps: Deps, playerId: number, write: () => Promise<T>): Promise<T> {
  const before = await savedSearchesMatching(deps.db, playerId, { onlyDue: false }).catch((error: unknown) => {
    deps.log.error({ err: error, playerId }, 'saved-search matching before a profile change failed');
    return null;
  });
  const result = await write();
  // Without the "before" set any match could be old news; skip rather than alert wrongly.
  if (before) await alertNewMatches(deps, playerId, before);
  return result;
}
