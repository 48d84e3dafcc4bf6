import { failedMailCursor, type TFailedMailList } from '@scouting/contract/schemas/failed-mails';
import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { keyset } from '../../db/paging.ts';
import { jobs } from '../../db/schema/index.ts';
import { MAIL_JOB } from './mail-jobs.ts';

const isFailedMail = and(eq(jobs.kind, MAIL_JOB), eq(jobs.state, 'failed'));

// NULLS LAST as jobs_failed_list_idx has it, so the index gives the order (a failed job always has
// a finished_at; the planner cannot know that).
const newestFailureFirst = keyset(failedMailCursor, [
  { column: jobs.finishedAt, order: 'desc', orderBy: sql`${jobs.finishedAt} desc nulls last` },
  { column: jobs.id, order: 'desc' },
]);

/** How many mails the queue gave up on (the admin dashboard's 'Failed mail' card; jobs_failed_idx). */
export async function countFailedMails(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ value: count() }).from(jobs).where(isFailedMail);
  return row?.value ?? 0;
}

/**
 * The admins' 'Failed mail' list (decision 033), newest failure first (jobs_failed_list_idx). Only
 * the recipient and the subject are read out of the payload: the body may hold a reset or consent
 * link, and it never leaves the database through this list.
 */
export async function listFailedMails(
  db: DbOrTx,
  page: { limit: number; cursor?: [string, number] | undefined },
): Promise<TFailedMailList> {
  const rows = await db
    .select({
      id: jobs.id,
      to: sql<string>`coalesce(${jobs.payload}->>'to', '')`,
      subject: sql<string>`coalesce(${jobs.payload}->>'subject', '')`,
      attempts: jobs.attempts,
      lastError: jobs.lastError,
      createdAt: jobs.createdAt,
      failedAt: jobs.finishedAt,
      failedKey: sql<string>`${jobs.finishedAt}::text`,
    })
    .from(jobs)
    .where(and(isFailedMail, newestFailureFirst.after(page.cursor)))
    .orderBy(...newestFailureFirst.orderBy)
    .limit(newestFailureFirst.fetch(page.limit));
  const { rows: pageRows, nextCursor } = newestFailureFirst.page(rows, page.limit, (row) => [row.failedKey, row.id]);
  return {
    mails: pageRows.map(({ failedKey: _, ...row }) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      failedAt: (row.failedAt ?? row.createdAt).toISOString(),
    })),
    nextCursor,
  };
}

export type RetryOutcome = { retried: { id: number; to: string; subject: string } } | 'not found' | 'not failed';

/**
 * Sends a failed mail back to the queue: waiting, due now, with no attempt counted and a new day
 * of retries (retried_at), under the same id, so the same Message-ID. Pass the transaction that
 * records the admin's decision. The row is locked first, so two admins pressing Retry at once
 * send it back once: the second finds it no longer failed.
 */
export async function retryFailedMail(tx: DbOrTx, id: number): Promise<RetryOutcome> {
  const [job] = await tx
    .select({
      state: jobs.state,
      to: sql<string>`coalesce(${jobs.payload}->>'to', '')`,
      subject: sql<string>`coalesce(${jobs.payload}->>'subject', '')`,
    })
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.kind, MAIL_JOB)))
    .for('update');
  if (!job) return 'not found';
  if (job.state !== 'failed') return 'not failed';
  await tx
    .update(jobs)
    .set({
      state: 'waiting',
      runAt: sql`now()`,
      attempts: 0,
      lockedAt: null,
      finishedAt: null,
      retriedAt: sql`now()`,
    })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'failed')));
  return { retried: { id, to: job.to, subject: job.subject } };
}
