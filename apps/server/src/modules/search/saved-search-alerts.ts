import { savedSearchAlertMessage, searchLink } from '@scouting/contract';
import { and, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { savedSearches } from '../../db/schema/index.ts';
import { publishAfterResponse } from '../../infra/after-commit.ts';
import { notify } from '../notifications/notify.ts';
import { alertDue, savedSearchesMatching } from './saved-search-matching.ts';

type Deps = { db: Database; log: FastifyBaseLogger };

/**
 * Notifies the owners of the saved searches the player newly matches (not in `before`), each at
 * most once a day: the claim on last_alerted_at and the notifications are one transaction, so two
 * changes at once cannot both alert. Runs after the player's write committed; a failure is logged
 * and never reaches the player.
 */
export async function alertNewMatches(deps: Deps, playerId: number, before: Set<number>): Promise<void> {
  try {
    const now = await savedSearchesMatching(deps.db, playerId, { onlyDue: true });
    const fresh = [...now].filter((id) => !before.has(id));
    if (fresh.length === 0) return;
    await deps.db.transaction(async (tx) => {
      const claimed = await tx
        .update(savedSearches)
        .set({ lastAlertedAt: sql`now()` })
        .where(and(inArray(savedSearches.id, fresh), alertDue))
        .returning({ ownerId: savedSearches.memberId, name: savedSearches.name, filters: savedSearches.filters });
      for (const search of claimed) {
        await notify(
          tx,
          search.ownerId,
          'saved_search_match',
          savedSearchAlertMessage(search.name),
          searchLink(search.filters),
        );
      }
    });
  } catch (error) {
    deps.log.error({ err: error, playerId }, 'saved-search alerts failed; the player’s change stands');
  }
}

/**
 * A player registered: every saved search they match is news. The alerts run once the answer has
 * left (issue 27 finding 9), so registering never waits for them.
 */
export function alertOnNewPlayer(deps: Deps, playerId: number): void {
  publishAfterResponse(({ db }) => alertNewMatches({ ...deps, db }, playerId, new Set()));
}

/**
 * A player's profile changes: only searches they did not match before the change alert. The
 * "before" set is read in the request, before the write (one query: it must see the old profile,
 * and only the request knows when that is); the alerts, which compare the committed profile with
 * it, run once the answer has left. The write runs as given (its own transaction); its result or
 * error is the caller's, whatever the alerts do.
 */
export async function withAlertsOnPlayerChange<T>(deps: Deps, playerId: number, write: () => Promise<T>): Promise<T> {
  const before = await savedSearchesMatching(deps.db, playerId, { onlyDue: false }).catch((error: unknown) => {
    deps.log.error({ err: error, playerId }, 'saved-search matching before a profile change failed');
    return null;
  });
  const result = await write();
  // Without the "before" set any match could be old news; skip rather than alert wrongly.
  if (before) publishAfterResponse(({ db }) => alertNewMatches({ ...deps, db }, playerId, before));
  return result;
}
