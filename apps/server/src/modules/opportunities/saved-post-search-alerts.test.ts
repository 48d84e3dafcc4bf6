import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.ts';
import { expectServerError, withJobsRefused } from '../../../test/refused-jobs.ts';
import { type TestClient, useTestApp } from '../../../test/test-app.ts';
import { jobs, opportunities } from '../../db/schema/index.ts';
import { SAVED_POST_SEARCH_ALERTS_JOB } from './saved-post-search-alerts.ts';

/**
 * The alerts of the market's saved searches are queued in the transaction of the post that causes
 * them (transactional outbox, decisions 026 and 072): a post that stands has its alerts job,
 * written by the same transaction; one that is rolled back has none, and a job that cannot be
 * queued fails the post.
 */
const t = useTestApp({}, {}, 120_000);

let poster: { client: TestClient; id: number };
let serial = 0;
const description = () => `Keeper trial ${Date.now().toString(36)}${(serial++).toString(36)}`;

beforeAll(async () => {
  // Every alerts job as it was written, by the transaction that wrote it (the row's xmin: it is
  // never updated, unlike the job's row, which the queue updates as it runs it and clears the
  // payload of, decision 026); a rolled-back insert leaves nothing here either, as in `jobs`.
  await t.db.execute(sql.raw('CREATE TABLE test_queued_post_alerts (job_id integer NOT NULL, payload jsonb NOT NULL)'));
  await t.db.execute(
    sql.raw(`CREATE FUNCTION test_keep_post_alert_job() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO test_queued_post_alerts VALUES (NEW.id, NEW.payload); RETURN NEW; END $$`),
  );
  await t.db.execute(
    sql.raw(`CREATE TRIGGER test_keep_post_alert_job AFTER INSERT ON jobs FOR EACH ROW
      WHEN (NEW.kind = '${SAVED_POST_SEARCH_ALERTS_JOB}') EXECUTE FUNCTION test_keep_post_alert_job()`),
  );
  poster = await createMember(t.app, 'Club');
}, 60_000);

/**
 * The alerts jobs committed for a post and still in the queue, each with whether the transaction
 * that wrote it also wrote the post (the post's row is never updated here, so its xmin is the
 * transaction that inserted it).
 */
async function queuedAlerts(opportunityId: number): Promise<{ payload: unknown; withThePost: boolean }[]> {
  const { rows } = (await t.db.execute(sql`
    select kept.payload, kept.xmin::text = post.xmin::text as "withThePost"
    from test_queued_post_alerts kept
    join jobs on jobs.id = kept.job_id
    join opportunities post on post.id = (kept.payload ->> 'opportunityId')::int
    where post.id = ${opportunityId}
    order by kept.job_id`)) as unknown as { rows: { payload: unknown; withThePost: boolean }[] };
  return rows;
}

/** The ids of every post alerts job in the queue. */
async function alertJobIds(): Promise<number[]> {
  const rows = await t.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.kind, SAVED_POST_SEARCH_ALERTS_JOB))
    .orderBy(jobs.id);
  return rows.map((row) => row.id);
}

const postBody = (text: string) => ({ description: text, type: 'Trial', filters: { generalPosition: 'Goal Keepers' } });

describe('a new post', () => {
  it('queues the alerts job in its own transaction: it is in the queue once the post is answered', async () => {
    const created = await poster.client.post('/api/opportunities', postBody(description()));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: number };
    expect(await queuedAlerts(id)).toEqual([{ payload: { opportunityId: id }, withThePost: true }]);
  });

  it.each(['queueing', 'commit'] as const)(
    'is not kept when its alerts job fails at %s: 500 without the cause, and no job',
    async (at) => {
      const text = description();
      const before = await alertJobIds();
      await withJobsRefused(t.db, SAVED_POST_SEARCH_ALERTS_JOB, at, async () => {
        expectServerError(await poster.client.post('/api/opportunities', postBody(text)));
      });
      expect(await t.db.select().from(opportunities).where(eq(opportunities.description, text))).toEqual([]);
      expect(await alertJobIds()).toEqual(before);
      // Both or neither: the same post goes through once the queue takes jobs again, with its alerts.
      const again = await poster.client.post('/api/opportunities', postBody(text));
      expect(again.statusCode, again.body).toBe(201);
      const { id } = again.json() as { id: number };
      expect(await queuedAlerts(id)).toEqual([{ payload: { opportunityId: id }, withThePost: true }]);
    },
  );
});
