import type { TSavedSearch } from '@scouting/contract/schemas/search';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createMember, registrationPayload } from '../../../test/factories.ts';
import { expectServerError, withJobsRefused } from '../../../test/refused-jobs.ts';
import { type TestClient, useTestApp } from '../../../test/test-app.ts';
import { members, players } from '../../db/schema/index.ts';
import { SAVED_SEARCH_ALERTS_JOB } from './saved-search-alerts.ts';

/**
 * Saved-search alerts are queued in the transaction of the write that causes them (transactional
 * outbox, decisions 026 and 072): a registration or profile change that stands has its alerts job,
 * one that is rolled back has none, and a job that cannot be queued fails the write.
 */
const t = useTestApp({}, {}, 120_000);

let watcher: { client: TestClient; id: number };
let search: TSavedSearch;

beforeAll(async () => {
  // Every alerts job as it was written: the queue clears a done job's payload (decision 026), and
  // a rolled-back insert leaves nothing here either, as in `jobs`.
  await t.db.execute(sql.raw('CREATE TABLE test_queued_alerts (job_id integer NOT NULL, payload jsonb NOT NULL)'));
  await t.db.execute(
    sql.raw(`CREATE FUNCTION test_keep_alert_job() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO test_queued_alerts VALUES (NEW.id, NEW.payload); RETURN NEW; END $$`),
  );
  await t.db.execute(
    sql.raw(`CREATE TRIGGER test_keep_alert_job AFTER INSERT ON jobs FOR EACH ROW
      WHEN (NEW.kind = '${SAVED_SEARCH_ALERTS_JOB}') EXECUTE FUNCTION test_keep_alert_job()`),
  );
  watcher = await createMember(t.app, 'Agent');
  const saved = await watcher.client.post('/api/saved-searches', { name: 'Maltese', filters: { country: 'Malta' } });
  expect(saved.statusCode, saved.body).toBe(200);
  search = saved.json() as TSavedSearch;
}, 60_000);

/** The payloads of the alerts jobs committed for a player, whose job row is still in the queue. */
async function queuedAlerts(playerId: number): Promise<unknown[]> {
  const { rows } = (await t.db.execute(sql`
    select kept.payload from test_queued_alerts kept join jobs on jobs.id = kept.job_id
    where kept.payload -> 'changes' @> ${JSON.stringify([{ playerId }])}::jsonb
    order by kept.job_id`)) as unknown as { rows: { payload: unknown }[] };
  return rows.map((row) => row.payload);
}

describe('a player’s registration', () => {
  it('queues the alerts job with the player: it is in the queue once the registration is answered', async () => {
    const player = await createMember(t.app, 'Player', { country: 'Malta' });
    expect(await queuedAlerts(player.id)).toEqual([{ changes: [{ playerId: player.id, before: [] }] }]);
    // Other roles are nobody's saved-search news.
    const agent = await createMember(t.app, 'Agent', { country: 'Malta' });
    expect(await queuedAlerts(agent.id)).toEqual([]);
  });

  it.each(['queueing', 'commit'] as const)(
    'is not registered when its alerts job fails at %s: 500 without the cause, and no job',
    async (at) => {
      const account = await createAccount(t.app);
      const payload = registrationPayload('Player', { country: 'Malta' });
      await withJobsRefused(t.db, SAVED_SEARCH_ALERTS_JOB, at, async () => {
        expectServerError(await account.client.post('/api/register', payload));
      });
      expect(await t.db.select().from(members).where(eq(members.username, payload.username))).toEqual([]);
      // Both or neither: the account registers once the queue takes jobs again, with its alerts.
      const again = await account.client.post('/api/register', payload);
      expect(again.statusCode, again.body).toBe(200);
      const { userId } = again.json() as { userId: number };
      expect(await queuedAlerts(userId)).toEqual([{ changes: [{ playerId: userId, before: [] }] }]);
    },
  );
});

describe('a player’s profile change', () => {
  it('queues the alerts job with the change, with the searches the player matched before it', async () => {
    const player = await createMember(t.app, 'Player', { country: 'Malta', primaryPosition: 'CM' });
    const changed = await player.client.put(`/api/player-details/${player.id}`, {
      ...player.payload,
      primaryPosition: 'ST',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await queuedAlerts(player.id)).toEqual([
      { changes: [{ playerId: player.id, before: [] }] },
      { changes: [{ playerId: player.id, before: [search.id] }] },
    ]);
  });

  it.each(['queueing', 'commit'] as const)(
    'is not saved when its alerts job fails at %s: 500 without the cause, and no job',
    async (at) => {
      const player = await createMember(t.app, 'Player', { country: 'Malta', primaryPosition: 'CM' });
      const registered = await queuedAlerts(player.id);
      expect(registered).toHaveLength(1);
      await withJobsRefused(t.db, SAVED_SEARCH_ALERTS_JOB, at, async () => {
        expectServerError(
          await player.client.put(`/api/player-details/${player.id}`, { ...player.payload, primaryPosition: 'ST' }),
        );
      });
      const [row] = await t.db.select().from(players).where(eq(players.memberId, player.id));
      expect(row?.primaryPosition).toBe('CM');
      expect(await queuedAlerts(player.id)).toEqual(registered);
    },
  );
});
