import { and, eq, inArray, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { publishAfterResponse } from '../after-commit.ts';
import { nextAttemptAt } from './retry-schedule.ts';

/** What a handler knows of its job: the id (a mail's stable Message-ID) and which attempt this is. */
export type JobContext = { id: number; attempts: number };
/** Does the job's work; throwing schedules the next attempt (retry-schedule.ts). */
export type JobHandler = (payload: unknown, job: JobContext) => Promise<void>;

/** A claimed job whose instance has not finished it after this long (it died) is taken again. */
export const JOB_LEASE_MS = 10 * 60_000;
/** How often an idle worker looks for due jobs written by other instances (or retries coming due). */
export const JOB_POLL_MS = 2_000;

/** The workers of this process, woken when a request that queued a job has committed. */
const sleepers = new Set<() => void>();

function wakeWorkers() {
  for (const wake of sleepers) wake();
}

/** Wakes this instance's workers once the request's answer has left (its transaction committed). */
export function wakeWorkersAfterResponse(): void {
  publishAfterResponse(async () => wakeWorkers());
}

/**
 * Writes a job in the caller's transaction (transactional outbox, decision 026): the job exists
 * exactly when the change that causes it committed. Inside a request, this instance's worker is
 * woken once the answer has left (and so the transaction committed); otherwise it is found by polling.
 */
export async function enqueueJob(
  db: DbOrTx,
  kind: string,
  payload: unknown,
  // Not before this time (a delayed job: the unread-message mail); due at once without it.
  options: { runAt?: Date } = {},
): Promise<number> {
  const [row] = await db
    .insert(jobs)
    .values({ kind, payload, ...(options.runAt ? { runAt: options.runAt } : {}) })
    .returning({ id: jobs.id });
  if (!row) throw new Error('the job was not written');
  publishAfterResponse(async () => wakeWorkers());
  return row.id;
}

/** What /api/health reports: jobs not done yet (due, retrying later or in hand) and jobs given up. */
export async function queueCounts(db: DbOrTx): Promise<{ waiting: number; failed: number }> {
  const [row] = await db
    .select({
      waiting: sql<number>`count(*) filter (where ${jobs.state} in ('waiting', 'running'))`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${jobs.state} = 'failed')`.mapWith(Number),
    })
    .from(jobs)
    .where(inArray(jobs.state, ['waiting', 'running', 'failed']));
  return { waiting: row?.waiting ?? 0, failed: row?.failed ?? 0 };
}

type ClaimedJob = {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
  createdAt: Date;
  retriedAt: Date | null;
};

export type JobWorker = {
  /** Starts looking for jobs in the background. */
  start(): void;
  /** Takes no new job, and waits for the one in hand, at most `graceMs` (SIGTERM). */
  stop(graceMs: number): Promise<void>;
  /**
   * Runs every due job of its lane until none is left and none is in hand (tests: mails right
   * after a request); true when it ran at least one.
   */
  drain(): Promise<boolean>;
  /** Claims and runs one due job; false when none was due. */
  runOne(): Promise<boolean>;
};

export type JobWorkerOptions = {
  db: Database;
  handlers: Record<string, JobHandler>;
  log: FastifyBaseLogger;
  pollMs?: number;
  leaseMs?: number;
  /** Its lane's name in the logs (decision 041). */
  lane?: string;
  /**
   * The job kinds its lane claims (decision 041): `only` these, or all `except` those of the other
   * lanes (the lane that fails a kind nobody handles); every kind when unset.
   */
  kinds?: { only: readonly string[] } | { except: readonly string[] };
  /** Jobs it runs at once; each runs in its own loop, claiming one job at a time. */
  concurrency?: number;
};

/**
 * One instance's worker of one lane (decision 041): it claims only its lane's kinds, so a lane's
 * jobs never wait behind another lane's. Each of its loops claims one due job at a time
 * with FOR UPDATE SKIP LOCKED, so two loops or two instances never hold the same job, and a job
 * marked done is never claimed again (its state is no longer waiting), across restarts and
 * instances. A job whose instance died while holding it is taken again once its lease ran out; a
 * mail keeps its Message-ID, so a receiver can tell it is the same.
 */
export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, handlers } = options;
  const log = options.lane ? options.log.child({ lane: options.lane }) : options.log;
  const kinds = options.kinds;
  const ofThisLane = !kinds
    ? undefined
    : 'only' in kinds
      ? inArray(jobs.kind, [...kinds.only])
      : kinds.except.length > 0
        ? notInArray(jobs.kind, [...kinds.except])
        : undefined;
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const pollMs = options.pollMs ?? JOB_POLL_MS;
  const leaseMs = options.leaseMs ?? JOB_LEASE_MS;
  let stopping = false;
  let loops: Promise<void>[] | null = null;
  /** Claims and jobs under way in this process, and jobs this worker has finished so far. */
  let busy = 0;
  let finished = 0;
  const idleWaiters: (() => void)[] = [];

  const idle = () => (busy === 0 ? Promise.resolve() : new Promise<void>((resolve) => idleWaiters.push(resolve)));

  async function claim(): Promise<ClaimedJob | null> {
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          ofThisLane,
          or(
            and(eq(jobs.state, 'waiting'), lte(jobs.runAt, sql`now()`)),
            and(eq(jobs.state, 'running'), lt(jobs.lockedAt, sql`now() - make_interval(secs => ${leaseMs / 1000})`)),
          ),
        ),
      )
      .orderBy(jobs.runAt, jobs.id)
      .limit(1)
      .for('update', { skipLocked: true });
    const [job] = await db
      .update(jobs)
      .set({ state: 'running', lockedAt: sql`now()`, attempts: sql`${jobs.attempts} + 1` })
      .where(inArray(jobs.id, due))
      .returning({
        id: jobs.id,
        kind: jobs.kind,
        payload: jobs.payload,
        attempts: jobs.attempts,
        createdAt: jobs.createdAt,
        retriedAt: jobs.retriedAt,
      });
    return job ?? null;
  }

  async function finish(job: ClaimedJob): Promise<void> {
    const handler = handlers[job.kind];
    const stillMine = and(eq(jobs.id, job.id), eq(jobs.state, 'running'));
    try {
      if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`);
      await handler(job.payload, { id: job.id, attempts: job.attempts });
    } catch (error) {
      // An admin's Retry (infra/queue/failed-mails.ts) starts a new day of retries.
      const next = handler ? nextAttemptAt(job.attempts, job.retriedAt ?? job.createdAt, new Date()) : null;
      const message = error instanceof Error ? error.message : String(error);
      log.warn(
        { err: error, jobId: job.id, kind: job.kind, attempts: job.attempts, retryAt: next },
        next ? 'job failed; it runs again later' : 'job failed for good',
      );
      await db
        .update(jobs)
        .set(
          next
            ? { state: 'waiting', runAt: next, lockedAt: null, lastError: message.slice(0, 2000) }
            : { state: 'failed', finishedAt: new Date(), lockedAt: null, lastError: message.slice(0, 2000) },
        )
        .where(stillMine);
      return;
    }
    // What was sent (a reset link, a consent link) is not kept once it has been delivered.
    await db.update(jobs).set({ state: 'done', finishedAt: new Date(), lockedAt: null, payload: {} }).where(stillMine);
  }

  async function runOne(): Promise<boolean> {
    if (stopping || (kinds && 'only' in kinds && kinds.only.length === 0)) return false;
    busy += 1;
    try {
      const job = await claim();
      if (!job) return false;
      await finish(job);
      finished += 1;
      return true;
    } finally {
      busy -= 1;
      if (busy === 0) for (const resolve of idleWaiters.splice(0)) resolve();
    }
  }

  /** The wake-ups of this worker's sleeping loops (stop wakes them). */
  const wakes = new Set<() => void>();
  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, pollMs);
      function done() {
        clearTimeout(timer);
        sleepers.delete(done);
        wakes.delete(done);
        resolve();
      }
      wakes.add(done);
      sleepers.add(done);
    });

  async function run(): Promise<void> {
    while (!stopping) {
      let worked = false;
      try {
        worked = await runOne();
      } catch (error) {
        // The database is unreachable: the jobs wait in it; try again after a pause.
        log.error({ err: error }, 'job queue: could not claim or finish a job');
      }
      if (!worked && !stopping) await sleep();
    }
  }

  return {
    start() {
      if (loops || stopping) return;
      loops = Array.from({ length: concurrency }, () => run());
    },
    async stop(graceMs) {
      stopping = true;
      for (const wake of [...wakes]) wake();
      let timer: NodeJS.Timeout | undefined;
      const cutOff = new Promise<'cut off'>((resolve) => {
        timer = setTimeout(() => resolve('cut off'), graceMs);
      });
      const outcome = await Promise.race([Promise.all([idle(), ...(loops ?? [])]), cutOff]);
      clearTimeout(timer);
      // A job still in hand stays claimed; another instance takes it once its lease ran out.
      if (outcome === 'cut off') log.warn(`A job was still running after ${graceMs / 1000} s: leaving it.`);
    },
    async drain() {
      const finishedAtStart = finished;
      for (;;) {
        if (stopping) break;
        const finishedBefore = finished;
        if (await runOne()) continue;
        if (busy === 0) break;
        // Another caller (the background loop, another drain) holds a job or is claiming one: wait
        // for it, and look again only if it finished something (its job may have queued another).
        // Two drains waiting on each other would otherwise take turns for ever.
        await idle();
        if (finished === finishedBefore) break;
      }
      return finished > finishedAtStart;
    },
    runOne,
  };
}
