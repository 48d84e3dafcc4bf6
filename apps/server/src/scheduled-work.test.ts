import { withoutIsolates } from '@scouting/contract/bidi-isolate';
import type { TNoticeLine, TNotification } from '@scouting/contract/schemas/notifications';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createVerifiedAgent } from '../test/factories.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { createTestDatabase, openSecondInstanceDatabase, type TestDatabase } from '../test/test-database.ts';
import type { DatabaseHandle } from './db/client.ts';
import {
  applications,
  guardianTokens,
  jobs,
  notifications,
  opportunities,
  outboxMails,
  representationAgreements,
  verification,
} from './db/schema/index.ts';
import { DAY_MS, periodStart } from './infra/queue/scheduler.ts';
import { createMemoryKeyValueStore } from './infra/shared-state/key-value-store.ts';
import { noticeText } from './platform/notices/notice-text.ts';
import { SCHEDULED_TASKS } from './scheduled-work.ts';

/** A notice's English, as the server stores it (the same catalog the bell is shown from). */
// The stored line is a record in plain words (decision 069): the bell isolates names when it shows them.
const english = (key: TNoticeLine['key'], values: TNoticeLine['values']) =>
  withoutIsolates(noticeText({ key, values }, 'en'));

// Two instances of the app on one database: on the PostgreSQL server (server-postgres) each has
// its own pool, as two processes would; on PGlite they share the in-process database. The second
// instance runs only in the first block: its worker would otherwise take the sign-up mails the
// factories wait for on the first one.
let database: TestDatabase;
let one: TestApp;
let two: TestApp | null = null;
// Instances share their short-lived state (Redis in production, decision 017): a run on either
// must invalidate the bell that the other one cached.
const keyValueStore = createMemoryKeyValueStore();
beforeAll(async () => {
  database = await createTestDatabase();
  one = await buildTestApp({}, { database, keyValueStore });
}, 180_000);
afterAll(async () => {
  await one?.close();
  await database?.close();
});

/** Every instance writes the runs due at `now` and works until none is left, at the same time. */
async function runScheduledWork(now = new Date()) {
  const instances = two ? [one, two] : [one];
  await Promise.all(instances.map((instance) => instance.app.scheduler.tick(now)));
  await Promise.all(instances.map((instance) => instance.app.jobsSettled()));
}

let day = 0;
/** Each call is the next day: a new period of every daily task. */
const nextDay = () => new Date(Date.now() + ++day * DAY_MS);

const noticesOf = (memberId: number, type: TNotification['type']) =>
  one.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.memberId, memberId), eq(notifications.type, type)));

describe('scheduled work across instances (decision 030)', () => {
  let secondDatabase: DatabaseHandle;
  beforeAll(async () => {
    secondDatabase = openSecondInstanceDatabase(database);
    two = await buildTestApp({}, { database: secondDatabase, keyValueStore });
  }, 180_000);
  afterAll(async () => {
    await two?.close();
    two = null;
    await secondDatabase?.close();
  });

  it('runs each scheduled task once when two instances schedule and work the same day', async () => {
    const now = nextDay();
    await runScheduledWork(now);
    const runs = await one.db
      .select({ kind: jobs.kind, state: jobs.state, attempts: jobs.attempts, key: jobs.uniqueKey })
      .from(jobs)
      .where(sql`${jobs.kind} like 'scheduled:%'`)
      .orderBy(jobs.kind);
    expect(runs).toEqual(
      SCHEDULED_TASKS.map((task) => ({
        kind: `scheduled:${task.name}`,
        state: 'done',
        attempts: 1,
        // Each task's own period: the day, or the hour of the hourly ones.
        key: `${task.name}@${periodStart(now, task.everyMs).toISOString()}`,
      })).sort((a, b) => a.kind.localeCompare(b.kind)),
    );
    // Scheduling the same day again (every minute, on both) writes and runs nothing more.
    await runScheduledWork(now);
    expect(await one.db.select().from(jobs).where(sql`${jobs.kind} like 'scheduled:%'`)).toHaveLength(runs.length);
  });
});

describe('the daily purge', () => {
  it('deletes expired tokens and links, old dev-mailbox mails and old done jobs, and keeps the rest', async () => {
    const player = await createMember(one.app, 'Player');
    const expiredLong = sql`now() - interval '31 days'` as unknown as Date;
    const [oldLink, recentLink] = await one.db
      .insert(guardianTokens)
      .values([
        {
          tokenHash: 'old-link',
          purpose: 'consent',
          playerId: player.id,
          parentEmail: 'p@example.com',
          expiresAt: expiredLong,
        },
        {
          tokenHash: 'just-expired',
          purpose: 'consent',
          playerId: player.id,
          parentEmail: 'p@example.com',
          expiresAt: new Date(),
        },
      ])
      .returning({ id: guardianTokens.id });
    await one.db.insert(verification).values([
      { id: 'expired-reset', identifier: 'reset', value: 'x', expiresAt: new Date(Date.now() - 1000) },
      { id: 'valid-reset', identifier: 'reset', value: 'y', expiresAt: new Date(Date.now() + 60_000) },
    ]);
    await one.db.insert(outboxMails).values([
      {
        to: 'old@example.com',
        subject: 'Old',
        text: 'x',
        createdAt: sql`now() - interval '8 days'` as unknown as Date,
      },
      { to: 'new@example.com', subject: 'New', text: 'x' },
    ]);
    const [oldJob] = await one.db
      .insert(jobs)
      .values({
        kind: 'mail',
        payload: {},
        state: 'done',
        finishedAt: sql`now() - interval '8 days'` as unknown as Date,
      })
      .returning({ id: jobs.id });
    // A session that expired: Better Auth refuses it already; the purge removes the row.
    const sessionsBefore = await one.db.execute(sql`select count(*)::int as n from session`);
    await one.db.execute(sql`update session set expires_at = now() - interval '1 minute' where user_id = (
      select auth_user_id from members where id = ${player.id})`);

    await runScheduledWork(nextDay());

    const links = await one.db.select({ id: guardianTokens.id }).from(guardianTokens);
    expect(links.map((l) => l.id)).toEqual([recentLink?.id]);
    expect(links.map((l) => l.id)).not.toContain(oldLink?.id);
    const tokens = await one.db
      .select({ id: verification.id })
      .from(verification)
      .where(eq(verification.identifier, 'reset'));
    expect(tokens.map((v) => v.id)).toEqual(['valid-reset']);
    const mails = await one.db.select({ to: outboxMails.to }).from(outboxMails);
    expect(mails.map((m) => m.to)).toContain('new@example.com');
    expect(mails.map((m) => m.to)).not.toContain('old@example.com');
    expect(
      await one.db
        .select()
        .from(jobs)
        .where(eq(jobs.id, oldJob?.id ?? 0)),
    ).toEqual([]);
    const sessionsAfter = await one.db.execute(sql`select count(*)::int as n from session`);
    const count = (result: unknown) => (result as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    expect(count(sessionsAfter)).toBe(count(sessionsBefore) - 1);
    // The player's session expired, so they are signed out; the purge only removed the dead row.
    expect((await player.client.get('/api/me')).statusCode).toBe(401);
  });
});

describe('deadlines that pass', () => {
  it('tells the poster once that their post stopped taking applications, with how many it got', async () => {
    const agent = await createVerifiedAgent(one.app);
    const applicant = await createMember(one.app, 'Player');
    const [post, future, closed] = await one.db
      .insert(opportunities)
      .values([
        {
          postedBy: agent.id,
          source: 'Agent',
          description: 'Winger trial in Porto',
          applyBy: sql`current_date - 1` as unknown as string,
        },
        {
          postedBy: agent.id,
          source: 'Agent',
          description: 'Still open',
          applyBy: sql`current_date + 3` as unknown as string,
        },
        {
          postedBy: agent.id,
          source: 'Agent',
          description: 'Closed by hand',
          status: 'Closed',
          applyBy: sql`current_date - 1` as unknown as string,
        },
      ])
      .returning({ id: opportunities.id });
    await one.db
      .insert(applications)
      .values({ opportunityId: post?.id ?? 0, playerId: applicant.id, introduction: 'Hello' });
    // The agent's bell was read once, so a cached answer exists that the run must invalidate.
    const before = await agent.client.get(`/api/notifications/${agent.id}`);
    expect(before.statusCode).toBe(200);

    await runScheduledWork(nextDay());
    await runScheduledWork(nextDay());

    const notices = await noticesOf(agent.id, 'opportunity_deadline_passed');
    expect(notices.map((n) => [n.message, n.link])).toEqual([
      [english('deadlinePassed', { post: 'Winger trial in Porto', count: 1 }), '/view-posts'],
    ]);
    const bell = (await agent.client.get(`/api/notifications/${agent.id}`)).json() as {
      notifications: TNotification[];
    };
    expect(bell.notifications.map((n) => n.type)).toContain('opportunity_deadline_passed');
    // The post still open and the one its poster closed are no news.
    expect(notices).toHaveLength(1);
    expect([future?.id, closed?.id]).not.toContain(post?.id);

    // A new deadline that passes in turn is news again, once.
    await one.db
      .update(opportunities)
      .set({ applyBy: sql`current_date - 0` as unknown as string })
      .where(eq(opportunities.id, post?.id ?? 0));
    await runScheduledWork(nextDay());
    expect(await noticesOf(agent.id, 'opportunity_deadline_passed')).toHaveLength(1);
    await one.db
      .update(opportunities)
      .set({ applyBy: sql`current_date - 2` as unknown as string })
      .where(eq(opportunities.id, post?.id ?? 0));
    await runScheduledWork(nextDay());
    await runScheduledWork(nextDay());
    expect(await noticesOf(agent.id, 'opportunity_deadline_passed')).toHaveLength(2);
  });
});

describe('agreements that reach their end date', () => {
  it('tells both sides once, each naming the other', async () => {
    const agent = await createVerifiedAgent(one.app, { fullName: 'Alma Agent' });
    const player = await createMember(one.app, 'Player', { fullName: 'Pat Player' });
    const offered = await agent.client.post('/api/representation-offers', {
      playerId: player.id,
      months: 12,
      exclusive: false,
      feePercent: 3,
      message: 'Let me place you.',
    });
    expect(offered.statusCode, offered.body).toBe(201);
    const accepted = await player.client.post(`/api/representation-offers/${offered.json().id}/answer`, {
      answer: 'accept',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await one.db.delete(notifications).where(eq(notifications.type, 'representation_answered'));

    await runScheduledWork(nextDay());
    expect(await noticesOf(player.id, 'representation_ended')).toEqual([]);

    await one.db
      .update(representationAgreements)
      .set({ endsOn: sql`current_date` as unknown as string })
      .where(eq(representationAgreements.playerId, player.id));
    await runScheduledWork(nextDay());
    await runScheduledWork(nextDay());

    const toPlayer = await noticesOf(player.id, 'representation_ended');
    const toAgent = await noticesOf(agent.id, 'representation_ended');
    expect(toPlayer.map((n) => n.message)).toEqual([english('representationEndDateReached', { name: 'Alma Agent' })]);
    expect(toAgent.map((n) => n.message)).toEqual([english('representationEndDateReached', { name: 'Pat Player' })]);
  });

  it('tells no one when a side ended the agreement before its end date came', async () => {
    const agent = await createVerifiedAgent(one.app);
    const player = await createMember(one.app, 'Player');
    const offered = await agent.client.post('/api/representation-offers', {
      playerId: player.id,
      months: 6,
      exclusive: false,
      feePercent: 3,
      message: 'Let me place you.',
    });
    expect(offered.statusCode, offered.body).toBe(201);
    await player.client.post(`/api/representation-offers/${offered.json().id}/answer`, { answer: 'accept' });
    const [agreement] = await one.db
      .select({ id: representationAgreements.id })
      .from(representationAgreements)
      .where(eq(representationAgreements.playerId, player.id));
    const ended = await player.client.post(`/api/representations/${agreement?.id}/end`);
    expect(ended.statusCode, ended.body).toBe(200);
    await one.db
      .update(representationAgreements)
      .set({ endsOn: sql`current_date - 1` as unknown as string })
      .where(eq(representationAgreements.playerId, player.id));
    await runScheduledWork(nextDay());
    // Only the notice of the ending itself, sent to the agent when the player ended it.
    expect((await noticesOf(agent.id, 'representation_ended')).map((n) => n.message)).toEqual([
      english('representationEnded', { name: player.payload.fullName }),
    ]);
    expect(await noticesOf(player.id, 'representation_ended')).toEqual([]);
  });
});
