import { searchLink } from '@scouting/contract/search';
import { and, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/client.ts';
import { savedSearches } from '../../db/schema/index.ts';
import { enqueueJob, type JobHandler } from '../../infra/queue/job-queue.ts';
import { notify } from '../notifications/notify.ts';
import { alertDue, savedSearchesMatching, savedSearchMatches } from './saved-search-matching.ts';

/** What a profile change's alerts use: the database, and the log for a "before" set that could not be read. */
export type AlertDeps = { db: Database; log: FastifyBaseLogger };

/** The job that evaluates saved-search alerts for a batch of changed players (decision 030). */
export const SAVED_SEARCH_ALERTS_JOB = 'saved-search-alerts';

/** A player whose profile changed, and the saved searches they matched before (none when new). */
export type PlayerChange = { playerId: number; before: number[] };
type AlertsPayload = { changes: PlayerChange[] };

/**
 * Notifies the owners of the saved searches the players newly match (not in their `before`),
 * each search at most once a day. One statement evaluates every saved search against the whole
 * batch of players; the claim on last_alerted_at and the notifications are one transaction, so two
 * runs at once cannot both alert. Returns how many searches alerted.
 */
export async function alertNewMatches(db: Database, changes: readonly PlayerChange[]): Promise<number> {
  const before = new Map(changes.map((change) => [change.playerId, new Set(change.before)]));
  const matches = await savedSearchMatches(
    db,
    changes.map((change) => change.playerId),
    { onlyDue: true },
  );
  const fresh = [...new Set(matches.filter((m) => !before.get(m.playerId)?.has(m.searchId)).map((m) => m.searchId))];
  if (fresh.length === 0) return 0;
  return db.transaction(async (tx) => {
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
        { key: 'savedSearchMatch', values: { search: search.name } },
        searchLink(search.filters),
      );
    }
    return claimed.length;
  });
}

/** The queue's handler: a failure (the database went away) retries the batch later. */
export function savedSearchAlertsHandler(db: Database): JobHandler {
  return async (payload) => void (await alertNewMatches(db, (payload as AlertsPayload).changes));
}

/**
 * Queues the evaluation in the transaction of the write that causes it (transactional outbox,
 * decisions 026 and 072): the job exists exactly when the write committed, and the worker runs it
 * after the answer (decision 018: a write never waits for alerts). A failure to queue fails the
 * write, so a change that stands has its alerts to come (unless a profile change's "before" set
 * could not be read, below).
 */
async function queueAlerts(tx: Transaction, changes: PlayerChange[]): Promise<void> {
  await enqueueJob(tx, SAVED_SEARCH_ALERTS_JOB, { changes } satisfies AlertsPayload);
}

/** A player registered: every saved search they match is news. Called in the registration's transaction. */
export function alertOnNewPlayer(tx: Transaction, playerId: number): Promise<void> {
  return queueAlerts(tx, [{ playerId, before: [] }]);
}

/**
 * A player's profile changes: only searches they did not match before the change alert. The
 * "before" set is read first, outside the write (one query: it must see the old profile); then
 * `write` runs in a transaction that also queues the alerts job, so both commit or neither does
 * (decision 072). The alerts job compares the committed profile with the "before" set. The write's
 * result or error is the caller's.
 */
export async function withAlertsOnPlayerChange<T>(
  deps: AlertDeps,
  playerId: number,
  write: (tx: Transaction) => Promise<T>,
): Promise<T> {
  // A search the database cannot evaluate (decision 072) must not block every profile edit.
  const before = await savedSearchesMatching(deps.db, playerId, { onlyDue: false }).catch((error: unknown) => {
    deps.log.error({ err: error, playerId }, 'saved-search matching before a profile change failed');
    return null;
  });
  return deps.db.transaction(async (tx) => {
    const result = await write(tx);
    // Without the "before" set any match could be old news; skip rather than alert wrongly.
    if (before) await queueAlerts(tx, [{ playerId, before: [...before] }]);
    return result;
  });
}
