import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, openSecondInstanceDatabase, type TestDatabase } from '../../../test/test-database.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { createJobWorker, type JobWorkerOptions } from './job-queue.ts';
import {
  DAY_MS,
  daily,
  HOUR_MS,
  hourly,
  periodStart,
  purgeDoneJobs,
  type ScheduledTask,
  scheduleDueRuns,
  scheduledTaskHandlers,
} from './scheduler.ts';

// On the PostgreSQL server when TEST_DATABASE_URL is set (the server-postgres project), else PGlite.
// The second handle is another pool on the same database there (another instance), the same PGlite here.
let first: TestDatabase;
let second: DatabaseHandle;
beforeAll(async () => {
  first = await createTestDatabase();
  second = openSecondInstanceDatabase(first);
}, 120_000);
afterAll(async () => {
  await second.close();
  await first.close();
});
beforeEach(async () => {
  await first.db.delete(jobs);
});

const silent = { warn() {}, error() {}, info() {} } as unknown as JobWorkerOptions['log'];

/** A task that counts its runs, slow enough that two workers overlap on it. */
function countingTask(name: string, runs: string[]): ScheduledTask<null> {
  return daily(name, async (_context, run) => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    runs.push(run.period);
  });
}

function workerOn(handle: DatabaseHandle, tasks: ScheduledTask<null>[]) {
  return createJobWorker({
    db: handle.db,
    log: silent,
    handlers: scheduledTaskHandlers(tasks, () => null),
    pollMs: 20,
  });
}

describe('the scheduler (decision 030)', () => {
  it('counts periods from the epoch, so every instance names the same run', () => {
    const now = new Date('2026-11-26T13:45:10Z');
    expect(periodStart(now, DAY_MS).toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(periodStart(now, HOUR_MS).toISOString()).toBe('2026-11-26T13:00:00.000Z');
  });

  it('writes one run per task and period, however many instances and ticks schedule it', async () => {
    const tasks = [countingTask('one', []), hourly<null>('two', async () => {})];
    const now = new Date('2026-11-26T13:45:00Z');
    const results = await Promise.all([
      scheduleDueRuns(first.db, tasks, now),
      scheduleDueRuns(second.db, tasks, now),
      scheduleDueRuns(first.db, tasks, new Date('2026-11-26T13:59:00Z')),
    ]);
    // Every run was written by exactly one of the three calls.
    expect(results.flat().sort()).toEqual(['one', 'two']);
    const rows = await first.db.select().from(jobs).orderBy(jobs.kind);
    expect(rows.map((row) => [row.kind, row.uniqueKey, row.payload])).toEqual([
      ['scheduled:one', 'one@2026-11-26T00:00:00.000Z', { period: '2026-11-26T00:00:00.000Z' }],
      ['scheduled:two', 'two@2026-11-26T13:00:00.000Z', { period: '2026-11-26T13:00:00.000Z' }],
    ]);
    // The next hour brings the hourly task's next run, not the daily one's.
    expect(await scheduleDueRuns(second.db, tasks, new Date('2026-11-26T14:00:00Z'))).toEqual(['two']);
  });

  it('runs a scheduled task once when two instances schedule it and both workers race for it', async () => {
    const runs: string[] = [];
    const tasks = [countingTask('once', runs)];
    const now = new Date();
    await Promise.all([scheduleDueRuns(first.db, tasks, now), scheduleDueRuns(second.db, tasks, now)]);
    const [a, b] = [workerOn(first, tasks), workerOn(second, tasks)];
    await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    expect(runs).toEqual([periodStart(now, DAY_MS).toISOString()]);
    // After the run, scheduling the same period again writes nothing: it does not run twice in a day.
    expect(await scheduleDueRuns(second.db, tasks, now)).toEqual([]);
    await Promise.all([a.drain(), b.drain()]);
    expect(runs).toHaveLength(1);
    const [row] = await first.db.select().from(jobs);
    expect(row).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('retries a run that failed, as any job', async () => {
    let calls = 0;
    const tasks = [
      daily<null>('flaky', async () => {
        calls += 1;
        if (calls === 1) throw new Error('YouTube is down');
      }),
    ];
    await scheduleDueRuns(first.db, tasks);
    const worker = workerOn(first, tasks);
    await worker.drain();
    expect((await first.db.select().from(jobs))[0]).toMatchObject({ state: 'waiting', lastError: 'YouTube is down' });
    await first.db.update(jobs).set({ runAt: sql`now()` });
    await worker.drain();
    expect((await first.db.select().from(jobs))[0]).toMatchObject({ state: 'done', attempts: 2 });
    expect(calls).toBe(2);
  });

  it('refuses two tasks of one name, which would share their runs', () => {
    expect(() => scheduledTaskHandlers([countingTask('twice', []), countingTask('twice', [])], () => null)).toThrow(
      'two scheduled tasks are named twice',
    );
  });

  it('purges done jobs older than the days kept, and keeps waiting, failed and recent ones', async () => {
    const inserted = await first.db
      .insert(jobs)
      .values([
        { kind: 'mail', payload: {}, state: 'done', finishedAt: sql`now() - interval '8 days'` as unknown as Date },
        { kind: 'mail', payload: {}, state: 'done', finishedAt: sql`now() - interval '1 day'` as unknown as Date },
        { kind: 'mail', payload: {}, state: 'failed', finishedAt: sql`now() - interval '30 days'` as unknown as Date },
        { kind: 'mail', payload: {}, state: 'waiting' },
      ])
      .returning({ id: jobs.id });
    expect(await purgeDoneJobs(first.db)).toBe(1);
    const left = await first.db.select({ id: jobs.id }).from(jobs).orderBy(jobs.id);
    expect(left.map((row) => row.id)).toEqual(inserted.slice(1).map((row) => row.id));
    expect(
      await first.db
        .select()
        .from(jobs)
        .where(eq(jobs.id, inserted[0]?.id ?? 0)),
    ).toEqual([]);
  });
});
