import { setTimeout as delay } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import type { Mail } from '../mail/mailer.ts';
import { createJobWorker, enqueueJob, type JobWorkerOptions, queueCounts } from './job-queue.ts';
import { enqueueMail, MAIL_JOB, mailJobHandler } from './mail-jobs.ts';

// On the PostgreSQL server when TEST_DATABASE_URL is set (the server-postgres project), else PGlite.
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(jobs);
});

const silent = {
  warn() {},
  error() {},
  info() {},
  child: () => silent,
} as unknown as JobWorkerOptions['log'];
const mail = (to: string): Mail => ({ to, subject: 'Hello', text: 'A line' });

/** A mailer that keeps what it was handed, and fails while `down` is set. */
function recordingMailer() {
  const sent: Mail[] = [];
  const state = { down: false };
  return {
    sent,
    state,
    mailer: {
      async send(m: Mail) {
        // Slow enough that two workers overlap on every job.
        await delay(2);
        if (state.down) throw new Error('connection refused');
        sent.push(m);
      },
    },
  };
}

function worker(mailer: ReturnType<typeof recordingMailer>['mailer'], options: Partial<JobWorkerOptions> = {}) {
  return createJobWorker({
    db: database.db,
    log: silent,
    handlers: { [MAIL_JOB]: mailJobHandler(mailer, 'https://scouting.example') },
    pollMs: 20,
    ...options,
  });
}

const stateOf = async (id: number) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0];

describe('the job queue (decision 026)', () => {
  it('writes a job only when the transaction that causes it commits', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail(tx, mail('rolled-back@example.com'));
        throw new Error('the change is refused');
      }),
    ).rejects.toThrow('the change is refused');
    const kept = await database.db.transaction((tx) => enqueueMail(tx, mail('kept@example.com')));
    const rows = await database.db.select().from(jobs);
    expect(rows.map((r) => r.id)).toEqual([kept]);
    expect(rows[0]).toMatchObject({ kind: 'mail', state: 'waiting', payload: { to: 'kept@example.com' } });
  });

  it('delivers each mail once when two workers race for the same jobs', async () => {
    const { mailer, sent } = recordingMailer();
    const addresses = Array.from({ length: 30 }, (_, i) => `race-${i}@example.com`);
    for (const to of addresses) await enqueueMail(database.db, mail(to));
    const [a, b] = [worker(mailer), worker(mailer)];
    await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    expect(sent.map((m) => m.to).sort()).toEqual([...addresses].sort());
    expect(new Set(sent.map((m) => m.messageId)).size).toBe(addresses.length);
    expect(await queueCounts(database.db)).toEqual({ waiting: 0, failed: 0 });
    // A job that succeeded never runs again: a restarted instance finds nothing to do.
    await worker(mailer).drain();
    expect(sent).toHaveLength(addresses.length);
  });

  it('retries a failed mail later with the same Message-ID, and forgets what it sent', async () => {
    const { mailer, sent, state } = recordingMailer();
    state.down = true;
    const id = await enqueueMail(database.db, mail('retry@example.com'));
    const w = worker(mailer);
    await w.drain();
    const failedOnce = await stateOf(id);
    expect(failedOnce).toMatchObject({ state: 'waiting', attempts: 1, lastError: 'connection refused' });
    // The first retry comes within seconds, not at once: draining again finds nothing due.
    expect(failedOnce?.runAt.getTime()).toBeGreaterThan(Date.now());
    await w.drain();
    expect((await stateOf(id))?.attempts).toBe(1);
    expect(await queueCounts(database.db)).toEqual({ waiting: 1, failed: 0 });

    state.down = false;
    await database.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, id));
    await w.drain();
    expect(sent).toEqual([
      expect.objectContaining({ to: 'retry@example.com', messageId: `<job-${id}@scouting.example>` }),
    ]);
    expect(await stateOf(id)).toMatchObject({ state: 'done', attempts: 2, payload: {} });
  });

  it('fails a job that kept failing for a day, and counts it', async () => {
    const { mailer, state } = recordingMailer();
    state.down = true;
    const id = await enqueueMail(database.db, mail('gone@example.com'));
    await database.db.update(jobs).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(jobs.id, id));
    await worker(mailer).drain();
    expect(await stateOf(id)).toMatchObject({ state: 'failed', lastError: 'connection refused' });
    expect((await stateOf(id))?.payload).toMatchObject({ to: 'gone@example.com' });
    expect(await queueCounts(database.db)).toEqual({ waiting: 0, failed: 1 });
  });

  it('leaves a job another instance holds, and takes it back once that claim is stale', async () => {
    const { mailer, sent } = recordingMailer();
    const id = await enqueueMail(database.db, mail('held@example.com'));
    await database.db.update(jobs).set({ state: 'running', lockedAt: sql`now()` }).where(eq(jobs.id, id));
    await worker(mailer).drain();
    expect(sent).toHaveLength(0);
    await database.db.update(jobs).set({ lockedAt: sql`now() - interval '11 minutes'` }).where(eq(jobs.id, id));
    await worker(mailer).drain();
    expect(sent.map((m) => m.messageId)).toEqual([`<job-${id}@scouting.example>`]);
  });

  it('fails a job of a kind nobody handles at once', async () => {
    const id = await enqueueJob(database.db, 'no-such-kind', {});
    await worker(recordingMailer().mailer).drain();
    expect(await stateOf(id)).toMatchObject({ state: 'failed', lastError: 'no handler for jobs of kind no-such-kind' });
  });

  it('runs each lane on its own: a mail is delivered while the media lane holds a long job (decision 041)', async () => {
    const { mailer, sent } = recordingMailer();
    let release: () => void = () => {};
    let started: () => void = () => {};
    const begun = new Promise<void>((resolve) => {
      started = resolve;
    });
    const media = createJobWorker({
      db: database.db,
      log: silent,
      pollMs: 20,
      lane: 'media',
      kinds: { only: ['heavy'] },
      handlers: {
        heavy: async () => {
          started();
          await new Promise<void>((resolve) => {
            release = resolve;
          });
        },
      },
    });
    const mailLane = worker(mailer, { lane: 'mail', kinds: { except: ['heavy'] }, concurrency: 2 });
    const heavy = await enqueueJob(database.db, 'heavy', {});
    const queued = await enqueueMail(database.db, mail('while-heavy@example.com'));
    // The mail lane alone first: it never takes the media job, however long it has waited.
    await mailLane.drain();
    expect((await stateOf(heavy))?.state).toBe('waiting');
    await enqueueMail(database.db, mail('during-heavy@example.com'));
    media.start();
    mailLane.start();
    await begun;
    for (let i = 0; i < 200 && sent.length < 2; i++) await delay(10);
    expect(sent.map((m) => m.to)).toEqual(['while-heavy@example.com', 'during-heavy@example.com']);
    expect((await stateOf(heavy))?.state).toBe('running');
    expect((await stateOf(queued))?.state).toBe('done');
    release();
    await Promise.all([media.stop(5_000), mailLane.stop(5_000)]);
    expect((await stateOf(heavy))?.state).toBe('done');
  });

  it('on stop finishes the job in hand and takes no new one', async () => {
    let release: () => void = () => {};
    let started: () => void = () => {};
    const begun = new Promise<void>((resolve) => {
      started = resolve;
    });
    const handled: number[] = [];
    const slow = createJobWorker({
      db: database.db,
      log: silent,
      pollMs: 20,
      handlers: {
        slow: async (_payload, job) => {
          started();
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          handled.push(job.id);
        },
      },
    });
    const first = await enqueueJob(database.db, 'slow', {});
    const second = await enqueueJob(database.db, 'slow', {});
    slow.start();
    await begun;
    const stopping = slow.stop(5_000);
    release();
    await stopping;
    expect(handled).toEqual([first]);
    expect((await stateOf(first))?.state).toBe('done');
    expect((await stateOf(second))?.state).toBe('waiting');
  });

  it('on stop gives up waiting after the grace period, leaving the job claimed for another instance', async () => {
    const stuck = createJobWorker({
      db: database.db,
      log: silent,
      pollMs: 20,
      handlers: { stuck: () => new Promise<void>(() => {}) },
    });
    const id = await enqueueJob(database.db, 'stuck', {});
    stuck.start();
    for (let i = 0; i < 100 && (await stateOf(id))?.state !== 'running'; i++) await delay(10);
    const started = Date.now();
    await stuck.stop(100);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect((await stateOf(id))?.state).toBe('running');
  });
});
