import { isUnderage } from '@scouting/contract/age';
import { marketLink } from '@scouting/contract/open-opportunities';
import { and, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx, Transaction } from '../../db/client.ts';
import { agents, members, opportunities, savedPostSearches } from '../../db/schema/index.ts';
import { enqueueJob, type JobHandler } from '../../infra/queue/job-queue.ts';
import { notify } from '../notifications/notify.ts';
import { marketConditions } from './open-opportunities.ts';

/** The job that tells players whose saved market searches a new post matches (decision 030). */
export const SAVED_POST_SEARCH_ALERTS_JOB = 'saved-post-search-alerts';
type AlertsPayload = { opportunityId: number };

/** Searches checked in one statement: each is a lookup of the post by its primary key. */
const CHUNK = 200;

/** A saved search may alert again: it never did, or its last alert is a day old (decision 018). */
const alertDue = or(
  isNull(savedPostSearches.lastAlertedAt),
  lt(savedPostSearches.lastAlertedAt, sql`now() - interval '1 day'`),
) as SQL;

/**
 * The saved market searches (of players not suspended; only those due to alert unless asked
 * otherwise) that would list this post: each
 * search's filters go through marketConditions, the market's own rule, with its owner's age, so
 * a minor's search never names a post a minor may not see. One statement per CHUNK searches.
 */
export async function searchesMatchingPost(
  db: DbOrTx,
  opportunityId: number,
  options: { onlyDue: boolean } = { onlyDue: true },
): Promise<number[]> {
  const searches = await db
    .select({ id: savedPostSearches.id, filters: savedPostSearches.filters, dob: members.dob })
    .from(savedPostSearches)
    .innerJoin(members, eq(members.id, savedPostSearches.memberId))
    .where(and(isNull(members.suspendedAt), options.onlyDue ? alertDue : undefined));
  const matching: number[] = [];
  for (let start = 0; start < searches.length; start += CHUNK) {
    const [first, ...rest] = searches.slice(start, start + CHUNK).map((search) =>
      db
        .select({ id: sql<number>`${search.id}::int`.as('id') })
        .from(opportunities)
        .innerJoin(members, eq(members.id, opportunities.postedBy))
        // The poster's verification, for the minors' rule, as the market's list joins it.
        .leftJoin(agents, eq(agents.memberId, opportunities.postedBy))
        .where(
          and(
            eq(opportunities.id, opportunityId),
            marketConditions(search.filters, isUnderage(search.dob ?? '1900-01-01')),
          ),
        ),
    );
    if (!first) break;
    const rows =
      rest.length > 0 ? await unionAll(first, ...(rest as [typeof first, ...(typeof first)[]])) : await first;
    matching.push(...rows.map((row) => Number(row.id)));
  }
  return matching;
}

/**
 * Notifies the owners of the saved searches a new post matches, each search at most once a day;
 * the claim on last_alerted_at and the notices are one transaction, so two runs cannot both alert.
 */
export async function alertNewPost(db: Database, opportunityId: number): Promise<number> {
  const matching = await searchesMatchingPost(db, opportunityId);
  if (matching.length === 0) return 0;
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(savedPostSearches)
      .set({ lastAlertedAt: sql`now()` })
      .where(and(inArray(savedPostSearches.id, matching), alertDue))
      .returning({
        ownerId: savedPostSearches.memberId,
        name: savedPostSearches.name,
        filters: savedPostSearches.filters,
      });
    for (const search of claimed) {
      await notify(
        tx,
        search.ownerId,
        'saved_post_search_match',
        { key: 'savedPostSearchMatch', values: { search: search.name } },
        marketLink(search.filters),
      );
    }
    return claimed.length;
  });
}

export function savedPostSearchAlertsHandler(db: Database): JobHandler {
  return async (payload) => void (await alertNewPost(db, (payload as AlertsPayload).opportunityId));
}

/**
 * Queues the alerts of a new post in the transaction that writes it (transactional outbox,
 * decisions 026 and 072): the job exists exactly when the post committed, and the worker runs it
 * after the answer, so a post never waits for the alerts' evaluation. A failure to queue fails the
 * post.
 */
export async function alertOnNewPost(tx: Transaction, opportunityId: number): Promise<void> {
  await enqueueJob(tx, SAVED_POST_SEARCH_ALERTS_JOB, { opportunityId } satisfies AlertsPayload);
}
