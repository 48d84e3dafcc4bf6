import { withoutIsolates } from '@scouting/contract/bidi-isolate';
import type { TSavedSearch } from '@scouting/contract/schemas/search';
import { SAVED_SEARCHES_MAX, SEARCH_MESSAGES } from '@scouting/contract/search';
import { englishOf } from '@scouting/contract/sentences';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { countDatabaseCalls } from '../../../test/database-calls.ts';
import { createMember, dobYearsAgo } from '../../../test/factories.ts';
import { expectSignedOutAndRoleRefused } from '../../../test/guards.ts';
import { type TestClient, useTestApp } from '../../../test/test-app.ts';
import { jobs, notifications, savedSearches } from '../../db/schema/index.ts';
import { noticeText } from '../../platform/notices/notice-text.ts';
import { forgetNotifications } from '../notifications/notification-version.ts';
import { alertNewMatches, SAVED_SEARCH_ALERTS_JOB } from './saved-search-alerts.ts';

/** Saved searches (decision 018): private to their owner, and an alert at most once a day each. */
const t = useTestApp({}, {}, 120_000);

let scout: { client: TestClient; id: number };
let club: { client: TestClient; id: number };

beforeAll(async () => {
  scout = await createMember(t.app, 'Scout');
  club = await createMember(t.app, 'Club');
}, 60_000);

async function save(client: TestClient, name: string, filters: Record<string, unknown>): Promise<TSavedSearch> {
  const response = await client.post('/api/saved-searches', { name, filters });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TSavedSearch;
}

async function alertsOf(memberId: number) {
  return t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.memberId, memberId), eq(notifications.type, 'saved_search_match')));
}

async function clearAlerts(memberId: number) {
  await t.db.delete(notifications).where(eq(notifications.memberId, memberId));
  await t.db.update(savedSearches).set({ lastAlertedAt: null }).where(eq(savedSearches.memberId, memberId));
}

describe('save, list, delete', () => {
  it('saves the filters as given and lists the owner’s own, newest first', async () => {
    const first = await save(scout.client, 'Left-footed wingers', { position: 'LW', foot: 'Left', ageMax: '23' });
    expect(first).toMatchObject({ name: 'Left-footed wingers', filters: { position: 'LW', foot: 'Left', ageMax: 23 } });
    expect(first.lastAlertedAt).toBeNull();
    const second = await save(scout.client, 'Free keepers', { position: 'GK', status: 'Free Agent', sort: 'rating' });
    await save(club.client, 'Club search', { q: 'silva' });

    const list = await scout.client.get('/api/saved-searches');
    expect(list.statusCode).toBe(200);
    expect(list.json().savedSearches.map((item: TSavedSearch) => item.id)).toEqual([second.id, first.id]);
    expect(list.json().nextCursor).toBeNull();
  });

  it('deletes only the owner’s: another member gets 403, a missing one 404', async () => {
    const mine = await save(scout.client, 'To delete', { country: 'Ghana' });
    const other = await club.client.delete(`/api/saved-searches/${mine.id}`);
    expect(other.statusCode).toBe(403);
    expect((await scout.client.delete('/api/saved-searches/999999')).statusCode).toBe(404);
    const deleted = await scout.client.delete(`/api/saved-searches/${mine.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(englishOf(SEARCH_MESSAGES.savedSearchDeleted));
    const list = await scout.client.get('/api/saved-searches');
    expect(list.json().savedSearches.map((item: TSavedSearch) => item.id)).not.toContain(mine.id);
  });

  it('refuses a missing name and invalid filters with 400', async () => {
    const unnamed = await scout.client.post('/api/saved-searches', { name: ' ', filters: {} });
    expect(unnamed.statusCode).toBe(400);
    const reversed = await scout.client.post('/api/saved-searches', { name: 'x', filters: { ageMin: 30, ageMax: 20 } });
    expect(reversed.statusCode).toBe(400);
  });

  it('keeps at most the maximum per member (409 beyond)', async () => {
    const agent = await createMember(t.app, 'Agent');
    await t.db
      .insert(savedSearches)
      .values(
        Array.from({ length: SAVED_SEARCHES_MAX }, (_, i) => ({ memberId: agent.id, name: `s${i}`, filters: {} })),
      );
    const response = await agent.client.post('/api/saved-searches', { name: 'one more', filters: {} });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(englishOf(SEARCH_MESSAGES.tooManySavedSearches));
  });

  it('is for agents, scouts, clubs and admins only', async () => {
    await expectSignedOutAndRoleRefused(t.app, 'Player', (client) => client.get('/api/saved-searches'));
    await expectSignedOutAndRoleRefused(t.app, 'Player', (client) =>
      client.post('/api/saved-searches', { name: 'x', filters: {} }),
    );
    await expectSignedOutAndRoleRefused(t.app, 'Player', (client) => client.delete('/api/saved-searches/1'));
  });
});

/**
 * Alerts are queued with the player's write and run once the answer has left (decisions 018, 030
 * and 072): wait for the queue before "none". saved-search-alerts.test.ts tests the queueing itself.
 */
const alertsSettled = () => t.app.jobsSettled();

describe('alerts', () => {
  let watcher: { client: TestClient; id: number };
  let search: TSavedSearch;

  beforeAll(async () => {
    watcher = await createMember(t.app, 'Agent');
    search = await save(watcher.client, 'Icelandic strikers', { country: 'Iceland', position: 'ST' });
    await save(watcher.client, 'Goalkeepers', { position: 'GK' });
  }, 60_000);

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('a new matching player alerts the owner once, linking to the search; the next one that day does not', async () => {
    await clearAlerts(watcher.id);
    await createMember(t.app, 'Player', { country: 'Iceland', primaryPosition: 'ST' });
    await expect.poll(() => alertsOf(watcher.id)).toHaveLength(1);
    const [alert] = await alertsOf(watcher.id);
    // Stored in plain words (decision 069).
    expect(alert?.message).toBe(
      withoutIsolates(noticeText({ key: 'savedSearchMatch', values: { search: 'Icelandic strikers' } }, 'en')),
    );
    expect(alert?.link).toBe('/search?position=ST&country=Iceland');

    await createMember(t.app, 'Player', { country: 'Iceland', primaryPosition: 'CB', secondaryPosition: 'ST' });
    await alertsSettled();
    expect(await alertsOf(watcher.id)).toHaveLength(1);

    // A day later the next match alerts again.
    await t.db
      .update(savedSearches)
      .set({ lastAlertedAt: sql`now() - interval '25 hours'` })
      .where(eq(savedSearches.id, search.id));
    await createMember(t.app, 'Player', { country: 'Iceland', primaryPosition: 'ST' });
    await expect.poll(() => alertsOf(watcher.id)).toHaveLength(2);
  });

  it('a player who does not match alerts nobody', async () => {
    await clearAlerts(watcher.id);
    await createMember(t.app, 'Player', { country: 'Spain', primaryPosition: 'ST', secondaryPosition: 'CM' });
    await alertsSettled();
    expect(await alertsOf(watcher.id)).toEqual([]);
  });

  it('a minor the owner may not see alerts nobody', async () => {
    await clearAlerts(watcher.id);
    await createMember(t.app, 'Player', { country: 'Iceland', primaryPosition: 'ST', dob: dobYearsAgo(15) });
    await alertsSettled();
    expect(await alertsOf(watcher.id)).toEqual([]);
  });

  it('a profile change that makes a player match alerts; saving it again does not', async () => {
    const player = await createMember(t.app, 'Player', { country: 'Iceland', primaryPosition: 'CM' });
    await alertsSettled();
    await clearAlerts(watcher.id);
    const profile = { ...player.payload, primaryPosition: 'ST' };
    const changed = await player.client.put(`/api/player-details/${player.id}`, profile);
    expect(changed.statusCode, changed.body).toBe(200);
    await expect.poll(() => alertsOf(watcher.id)).toHaveLength(1);

    await t.db.update(savedSearches).set({ lastAlertedAt: null }).where(eq(savedSearches.memberId, watcher.id));
    const again = await player.client.put(`/api/player-details/${player.id}`, {
      ...profile,
      playerStrength: 'Heading',
    });
    expect(again.statusCode).toBe(200);
    await alertsSettled();
    // Still a match, but not a new one.
    expect(await alertsOf(watcher.id)).toHaveLength(1);
  });

  it('the owner’s bell hears of an alert: its poll stops answering 304 once the alert is written', async () => {
    const player = await createMember(t.app, 'Player', { country: 'Iceland', primaryPosition: 'CM' });
    await alertsSettled();
    await clearAlerts(watcher.id);
    await forgetNotifications(t.app.keyValueStore, watcher.id);
    const poll = (etag?: string) =>
      watcher.client.request({
        method: 'GET',
        url: `/api/notifications/${watcher.id}`,
        headers: etag ? { 'if-none-match': etag } : {},
      });
    const etag = (await poll()).headers.etag;
    if (typeof etag !== 'string') throw new Error('no ETag');
    expect((await poll(etag)).statusCode).toBe(304);
    const changed = await player.client.put(`/api/player-details/${player.id}`, {
      ...player.payload,
      primaryPosition: 'ST',
    });
    expect(changed.statusCode).toBe(200);
    await alertsSettled();
    const next = await poll(etag);
    expect(next.statusCode).toBe(200);
    expect(next.json().notifications).toHaveLength(1);
  });

  it('a profile edit asks the database as often with many saved searches as with few', async () => {
    const scout = await createMember(t.app, 'Scout');
    const callsOfAnEdit = async (searches: number) => {
      await t.db.delete(savedSearches).where(eq(savedSearches.memberId, scout.id));
      // Half match before and after the edit (no news), half never; one becomes a match.
      await t.db.insert(savedSearches).values(
        Array.from({ length: searches }, (_, i) => ({
          memberId: scout.id,
          name: `s${i}`,
          filters: i % 2 === 0 ? { country: 'Iceland' } : { country: 'Peru' },
        })),
      );
      await t.db.insert(savedSearches).values({ memberId: scout.id, name: 'news', filters: { position: 'ST' } });
      const player = await createMember(t.app, 'Player', { country: 'Iceland', primaryPosition: 'CM' });
      await alertsSettled();
      await t.db.update(savedSearches).set({ lastAlertedAt: null });
      const calls = countDatabaseCalls(t.db);
      const changed = await player.client.put(`/api/player-details/${player.id}`, {
        ...player.payload,
        primaryPosition: 'ST',
      });
      expect(changed.statusCode).toBe(200);
      await alertsSettled();
      const count = calls();
      vi.restoreAllMocks();
      return count;
    };
    const few = await callsOfAnEdit(2);
    const many = await callsOfAnEdit(40);
    expect(many).toBe(few);
  });

  it('the edit is answered before its alerts run', async () => {
    const player = await createMember(t.app, 'Player', { country: 'Iceland', primaryPosition: 'CM' });
    await alertsSettled();
    await clearAlerts(watcher.id);
    const driver = (t.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const query = driver.query.bind(driver);
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let alertsStarted = false;
    // Holds the alerts' matching query (the due searches) until the answer has been read.
    vi.spyOn(driver, 'query').mockImplementation(async (...args: unknown[]) => {
      const first = args[0] as string | { text?: string } | undefined;
      const text = typeof first === 'string' ? first : (first?.text ?? '');
      if (text.includes('word_similarity') && text.includes('last_alerted_at')) {
        alertsStarted = true;
        await gate;
      }
      return query(...args);
    });
    try {
      const changed = await player.client.put(`/api/player-details/${player.id}`, {
        ...player.payload,
        primaryPosition: 'ST',
      });
      expect(changed.statusCode).toBe(200);
      await vi.waitFor(() => expect(alertsStarted).toBe(true));
      expect(await alertsOf(watcher.id)).toEqual([]);
    } finally {
      release();
    }
    await expect.poll(() => alertsOf(watcher.id)).toHaveLength(1);
  });

  it('a failing evaluation of the alerts never fails the player’s registration', async () => {
    await clearAlerts(watcher.id);
    // Filters no route would store (an age that is not a number) make the evaluation throw.
    await t.db.insert(savedSearches).values({
      memberId: watcher.id,
      name: 'Broken',
      filters: { country: 'Iceland', ageMin: 'old' } as never,
    });
    const player = await createMember(t.app, 'Player', { country: 'Iceland', primaryPosition: 'ST' });
    expect(player.id).toBeGreaterThan(0);
    await alertsSettled();
    // The evaluation is kept in the queue and tried again later (decision 030), not lost.
    const [kept] = await t.db.select().from(jobs).where(eq(jobs.kind, SAVED_SEARCH_ALERTS_JOB)).orderBy(desc(jobs.id));
    expect(kept).toMatchObject({
      state: 'waiting',
      attempts: 1,
      payload: { changes: [{ playerId: player.id, before: [] }] },
    });
    expect(kept?.lastError).toBeTruthy();
    await t.db.delete(jobs).where(eq(jobs.id, kept?.id ?? 0));
    await t.db.delete(savedSearches).where(eq(savedSearches.name, 'Broken'));
  });
});

describe('alerts of a batch of players (decision 030)', () => {
  it('evaluates the batch in one statement: more players, no more queries, and one alert per search', async () => {
    const club = await createMember(t.app, 'Club');
    await save(club.client, 'Faroese keepers', { country: 'Faroe Islands', position: 'GK' });
    const keepers = async (count: number) => {
      const made: number[] = [];
      for (let i = 0; i < count; i++) {
        made.push((await createMember(t.app, 'Player', { country: 'Faroe Islands', primaryPosition: 'GK' })).id);
      }
      await alertsSettled();
      await clearAlerts(club.id);
      await t.db.update(savedSearches).set({ lastAlertedAt: null }).where(eq(savedSearches.memberId, club.id));
      return made.map((playerId) => ({ playerId, before: [] }));
    };
    const callsFor = async (batch: { playerId: number; before: number[] }[]) => {
      const calls = countDatabaseCalls(t.db);
      expect(await alertNewMatches(t.db, batch)).toBeGreaterThanOrEqual(1);
      const count = calls();
      vi.restoreAllMocks();
      return count;
    };
    const few = await callsFor(await keepers(1));
    expect(await alertsOf(club.id)).toHaveLength(1);
    await clearAlerts(club.id);
    await t.db.update(savedSearches).set({ lastAlertedAt: null }).where(eq(savedSearches.memberId, club.id));
    const many = await callsFor(await keepers(4));
    expect(many).toBe(few);
    // Four new keepers, one search: its owner hears once.
    expect(await alertsOf(club.id)).toHaveLength(1);
  });
});
