import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

/** Where a job is: due or retrying later, in an instance's hands, done, or given up (decision 026). */
export const JOB_STATES = ['waiting', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * The durable job queue (docs/decisions/026-job-queue.md): a row is written in the same
 * transaction as the change that causes it and claimed by one instance at a time
 * (FOR UPDATE SKIP LOCKED); the same table on PostgreSQL and on the embedded database.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    state: text('state').$type<JobState>().notNull().default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    /** Not before this time: now for a new job, later after a failed attempt. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an instance claimed it; a running job whose claim is older than the lease is taken again. */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * When an admin last sent a failed job back (the 'Failed mail' list's Retry): its day of
     * retries counts from here instead of from createdAt, so a retried mail gets a fresh budget.
     */
    retriedAt: timestamp('retried_at', { withTimezone: true }),
    /**
     * A scheduled run's task and period (decision 030): the second instance to schedule the same
     * run inserts nothing (ON CONFLICT DO NOTHING), so it exists, and runs, once. Null for other jobs.
     */
    uniqueKey: text('unique_key'),
  },
  (table) => [
    check('jobs_state_check', sql`${table.state} in ('waiting', 'running', 'done', 'failed')`),
    // The workers' claim: the due jobs in order, and the running ones whose lease ran out.
    index('jobs_due_idx').on(table.runAt).where(sql`${table.state} = 'waiting'`),
    index('jobs_running_idx').on(table.lockedAt).where(sql`${table.state} = 'running'`),
    // The health answer and, later, the admins' failed list.
    index('jobs_failed_idx').on(table.kind, table.id).where(sql`${table.state} = 'failed'`),
    // The admins' 'Failed mail' list: one kind's failed jobs, newest failure first.
    index('jobs_failed_list_idx')
      .on(table.kind, table.finishedAt.desc(), table.id.desc())
      .where(sql`${table.state} = 'failed'`),
    unique('jobs_unique_key').on(table.uniqueKey),
    // The daily purge of jobs done some days ago.
    index('jobs_done_idx').on(table.finishedAt).where(sql`${table.state} = 'done'`),
  ],
);
