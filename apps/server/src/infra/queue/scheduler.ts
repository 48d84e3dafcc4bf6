import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import type { JobHandler } from './job-queue.ts';

export const HOUR_MS = 60 * 60_000;
export const DAY_MS = 24 * HOUR_MS;
/** How often each instance writes the runs that came due (decision 030); a run starts at most this late. */
export const SCHEDULER_TICK_MS = 60_000;
/** Done jobs are kept this long (an operator can still read what ran), then purged. */
export const DONE_JOBS_KEPT_DAYS = 7;

/** What a scheduled task's run knows: the start of the period it runs for (UTC). */
export type ScheduledRun = { period: string };

/**
 * Recurring work a domain module provides (decision 030): `run` once per period of `everyMs`,
 * across all instances. It receives what the application passes in (the Fastify instance), so the
 * platform never imports a domain.
 */
export type ScheduledTask<Context> = {
  name: string;
  everyMs: number;
  run: (context: Context, run: ScheduledRun) => Promise<void>;
};

/** A task run once a day, for the UTC day. */
export function daily<Context>(name: string, run: ScheduledTask<Context>['run']): ScheduledTask<Context> {
  return { name, everyMs: DAY_MS, run };
}

/** A task run once an hour. */
export function hourly<Context>(name: string, run: ScheduledTask<Context>['run']): ScheduledTask<Context> {
  return { name, everyMs: HOUR_MS, run };
}

export const scheduledJobKind = (name: string) => `scheduled:${name}`;

/** The start of the period `now` falls in: periods are counted from the epoch, so every instance agrees. */
export function periodStart(now: Date, everyMs: number): Date {
  return new Date(Math.floor(now.getTime() / everyMs) * everyMs);
}

/**
 * Writes the current period's run of each task as a job with a unique key. Two instances (or two
 * ticks) writing the same run: the second insert does nothing, so the run exists once and one
 * worker claims it. Returns the names of the runs this call wrote.
 */
export async function scheduleDueRuns<Context>(
  db: DbOrTx,
  tasks: readonly ScheduledTask<Context>[],
  now: Date = new Date(),
): Promise<string[]> {
  if (tasks.length === 0) return [];
  const rows = tasks.map((task) => {
    const period = periodStart(now, task.everyMs).toISOString();
    return {
      kind: scheduledJobKind(task.name),
      payload: { period } satisfies ScheduledRun,
      uniqueKey: `${task.name}@${period}`,
    };
  });
  const written = await db
    .insert(jobs)
    .values(rows)
    .onConflictDoNothing({ target: jobs.uniqueKey })
    .returning({ kind: jobs.kind });
  return written.map((row) => row.kind.slice('scheduled:'.length));
}

/** The queue's handlers for the tasks' runs: each calls its task with the context of this instance. */
export function scheduledTaskHandlers<Context>(
  tasks: readonly ScheduledTask<Context>[],
  context: () => Context,
): Record<string, JobHandler> {
  const names = new Set<string>();
  const handlers: Record<string, JobHandler> = {};
  for (const task of tasks) {
    if (names.has(task.name)) throw new Error(`two scheduled tasks are named ${task.name}`);
    names.add(task.name);
    handlers[scheduledJobKind(task.name)] = (payload) => task.run(context(), payload as ScheduledRun);
  }
  return handlers;
}

/** Deletes jobs done more than `days` ago (the purge task); failed jobs stay for the admins. */
export async function purgeDoneJobs(db: DbOrTx, days = DONE_JOBS_KEPT_DAYS): Promise<number> {
  const gone = await db
    .delete(jobs)
    .where(and(eq(jobs.state, 'done'), lt(jobs.finishedAt, sql`now() - make_interval(days => ${days})`)))
    .returning({ id: jobs.id });
  return gone.length;
}

export type Scheduler = {
  /** Writes the runs due now (each instance every minute; tests call it with the time they need). */
  tick(now?: Date): Promise<string[]>;
  start(): void;
  stop(): void;
};

/** Each instance's clock for the scheduled tasks: at start, then every `tickMs`. */
export function createScheduler<Context>(options: {
  db: Database;
  tasks: readonly ScheduledTask<Context>[];
  log: FastifyBaseLogger;
  tickMs?: number;
}): Scheduler {
  const { db, tasks, log } = options;
  let timer: NodeJS.Timeout | null = null;
  const tick = (now?: Date) => scheduleDueRuns(db, tasks, now);
  const tickLogged = () =>
    tick().catch((error: unknown) => {
      // The database is unreachable: the next tick writes the same run.
      log.error({ err: error }, 'scheduler: could not write the runs due');
    });
  return {
    tick,
    start() {
      if (timer || tasks.length === 0) return;
      void tickLogged();
      timer = setInterval(tickLogged, options.tickMs ?? SCHEDULER_TICK_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
