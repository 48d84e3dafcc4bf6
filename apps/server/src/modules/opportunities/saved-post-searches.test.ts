import { withoutIsolates } from '@scouting/contract/bidi-isolate';
import type { TSavedPostSearch } from '@scouting/contract/schemas/open-opportunities';
import { SAVED_SEARCHES_MAX, SEARCH_MESSAGES } from '@scouting/contract/search';
import { englishOf } from '@scouting/contract/sentences';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createConsentedMinor, createMember, createVerifiedAgent, dobYearsAgo } from '../../../test/factories.ts';
import { expectSignedOutAndRoleRefused } from '../../../test/guards.ts';
import { type TestClient, useTestApp } from '../../../test/test-app.ts';
import { notifications, opportunities, savedPostSearches } from '../../db/schema/index.ts';
import { noticeText } from '../../platform/notices/notice-text.ts';
import { alertNewPost, searchesMatchingPost } from './saved-post-search-alerts.ts';

/** A player's saved searches of the market (docs/product.md#opportunities): private, and a daily alert at most. */
const t = useTestApp({}, {}, 120_000);

let serial = 0;
const tag = () => `watch${Date.now().toString(36)}${(serial++).toString(36)}`;

async function save(client: TestClient, name: string, filters: Record<string, unknown>): Promise<TSavedPostSearch> {
  const response = await client.post('/api/saved-post-searches', { name, filters });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TSavedPostSearch;
}

async function post(client: TestClient, body: Record<string, unknown>): Promise<number> {
  const response = await client.post('/api/opportunities', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

const alertsOf = (memberId: number) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.memberId, memberId), eq(notifications.type, 'saved_post_search_match')));

describe('save, list, delete', () => {
  it('saves the filters as parsed and lists the owner’s own, newest first', async () => {
    const player = await createMember(t.app, 'Player');
    const other = await createMember(t.app, 'Player');
    const first = await save(player.client, 'Trials in Madrid', {
      type: 'Trial',
      city: 'Madrid',
      verifiedOnly: 'true',
    });
    expect(first).toMatchObject({
      name: 'Trials in Madrid',
      filters: { type: 'Trial', city: 'Madrid', verifiedOnly: true, sort: 'newest' },
      lastAlertedAt: null,
    });
    const second = await save(player.client, 'Clubs', { posterKind: 'Club', q: '' });
    expect(second.filters).toEqual({ posterKind: 'Club', sort: 'newest' });
    await save(other.client, 'Not mine', {});

    const list = await player.client.get('/api/saved-post-searches');
    expect(list.statusCode).toBe(200);
    expect(list.json().savedSearches.map((item: TSavedPostSearch) => item.id)).toEqual([second.id, first.id]);
  });

  it('deletes only the owner’s: another player gets 403, a missing one 404', async () => {
    const player = await createMember(t.app, 'Player');
    const other = await createMember(t.app, 'Player');
    const mine = await save(player.client, 'To delete', { country: 'Ghana' });
    expect((await other.client.delete(`/api/saved-post-searches/${mine.id}`)).statusCode).toBe(403);
    expect((await player.client.delete('/api/saved-post-searches/999999')).statusCode).toBe(404);
    const deleted = await player.client.delete(`/api/saved-post-searches/${mine.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(englishOf(SEARCH_MESSAGES.savedSearchDeleted));
    expect((await player.client.get('/api/saved-post-searches')).json().savedSearches).toEqual([]);
  });

  it('refuses a missing name and invalid filters with 400, and more than the maximum with 409', async () => {
    const player = await createMember(t.app, 'Player');
    const unnamed = await player.client.post('/api/saved-post-searches', { name: ' ', filters: {} });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().error).toBe(englishOf(SEARCH_MESSAGES.savedSearchNameRequired));
    const badType = await player.client.post('/api/saved-post-searches', { name: 'x', filters: { type: 'Party' } });
    expect(badType.statusCode).toBe(400);
    await t.db
      .insert(savedPostSearches)
      .values(
        Array.from({ length: SAVED_SEARCHES_MAX }, (_, i) => ({ memberId: player.id, name: `s${i}`, filters: {} })),
      );
    const tooMany = await player.client.post('/api/saved-post-searches', { name: 'one more', filters: {} });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toBe(englishOf(SEARCH_MESSAGES.tooManySavedSearches));
  });

  it('is for players only', async () => {
    for (const role of ['Agent', 'Scout', 'Club'] as const) {
      await expectSignedOutAndRoleRefused(t.app, role, (client) => client.get('/api/saved-post-searches'));
      await expectSignedOutAndRoleRefused(t.app, role, (client) =>
        client.post('/api/saved-post-searches', { name: 'x', filters: {} }),
      );
      await expectSignedOutAndRoleRefused(t.app, role, (client) => client.delete('/api/saved-post-searches/1'));
    }
  });
});

describe('alerts', () => {
  it('a new post queues the alerts; a matching one alerts the owner once a day, linking to the market', async () => {
    const word = tag();
    const player = await createMember(t.app, 'Player');
    const search = await save(player.client, 'Keeper trials', { q: word, type: 'Trial', position: 'GK' });
    const club = await createMember(t.app, 'Club');

    await post(club.client, {
      description: `${word} goalkeeper trial`,
      type: 'Trial',
      filters: { generalPosition: 'Goal Keepers' },
    });
    // The post queued its alerts in its own transaction (decision 072); the queue's worker runs them.
    await expect.poll(() => alertsOf(player.id)).toHaveLength(1);
    const [alert] = await alertsOf(player.id);
    // Stored in plain words (decision 069).
    expect(alert?.message).toBe(
      withoutIsolates(noticeText({ key: 'savedPostSearchMatch', values: { search: 'Keeper trials' } }, 'en')),
    );
    expect(alert?.link).toBe(`/opportunities?q=${word}&position=GK&type=Trial`);

    // The next match that day does not alert again; a day later it does.
    const second = await post(club.client, { description: `${word} second keeper trial`, type: 'Trial' });
    await t.app.jobsSettled();
    expect(await alertNewPost(t.db, second)).toBe(0);
    expect(await alertsOf(player.id)).toHaveLength(1);
    await t.db
      .update(savedPostSearches)
      .set({ lastAlertedAt: sql`now() - interval '25 hours'` })
      .where(eq(savedPostSearches.id, search.id));
    expect(await alertNewPost(t.db, second)).toBe(1);
    expect(await alertsOf(player.id)).toHaveLength(2);
  });

  it('names a post exactly when the market would list it to the search’s owner', async () => {
    const word = tag();
    const adult = await createMember(t.app, 'Player');
    const minor = await createConsentedMinor(t.app);
    const waiting = await createMember(t.app, 'Player', { dob: dobYearsAgo(15) });
    const filterSets: Record<string, string>[] = [
      { q: word },
      { q: word, type: 'Trial' },
      { q: word, position: 'ST' },
      { q: word, position: 'GK' },
      { q: word, country: 'spain' },
      { q: word, city: 'MADRID' },
      { q: word, posterKind: 'Agent' },
      { q: word, verifiedOnly: 'true' },
      { q: `${word}%` },
    ];
    const owners = [adult, minor, waiting];
    const searches = new Map<number, { client: TestClient; filters: Record<string, string> }>();
    for (const owner of owners) {
      for (const [i, filters] of filterSets.entries()) {
        const saved = await save(owner.client, `set ${i}`, filters);
        searches.set(saved.id, { client: owner.client, filters });
      }
    }
    const verified = await createVerifiedAgent(t.app);
    const unverified = await createMember(t.app, 'Agent');
    const club = await createMember(t.app, 'Club');
    const posts = [
      await post(verified.client, {
        description: `${word} striker`,
        filters: { generalPosition: 'Forwards/Attackers', specificPosition: 'ST', country: 'Spain' },
        type: 'Trial',
        city: 'Madrid',
      }),
      await post(unverified.client, {
        description: `${word} any forward`,
        filters: { generalPosition: 'Forwards/Attackers' },
      }),
      await post(club.client, { description: `${word} keeper`, filters: { specificPosition: 'GK' }, city: 'madrid' }),
    ];
    const flagged = await post(verified.client, { description: `${word} flagged` });
    await t.db.update(opportunities).set({ hasContactDetails: true }).where(eq(opportunities.id, flagged));
    posts.push(flagged);

    for (const postId of posts) {
      const alerted = new Set(await searchesMatchingPost(t.db, postId, { onlyDue: false }));
      for (const [searchId, { client, filters }] of searches) {
        const listed = await client.get(`/api/open-opportunities?${new URLSearchParams(filters)}`);
        const ids = (listed.json().opportunities as { id: number }[]).map((o) => o.id);
        expect(alerted.has(searchId), `search ${JSON.stringify(filters)} and post ${postId}`).toBe(
          ids.includes(postId),
        );
      }
    }
    // The check above can fail: some searches match and some do not.
    const mine = async (id: number) =>
      (await searchesMatchingPost(t.db, id, { onlyDue: false })).filter((searchId) => searches.has(searchId));
    const counts = await Promise.all(posts.map(mine));
    expect(counts.some((ids) => ids.length > 0)).toBe(true);
    expect(counts.some((ids) => ids.length < searches.size)).toBe(true);
  });

  it('leaves out a suspended owner', async () => {
    const word = tag();
    const player = await createMember(t.app, 'Player');
    const search = await save(player.client, 'Everything', { q: word });
    await t.db.execute(sql`update members set suspended_at = now() where id = ${player.id}`);
    const agent = await createMember(t.app, 'Agent');
    const id = await post(agent.client, { description: `${word} open day` });
    expect(await searchesMatchingPost(t.db, id, { onlyDue: false })).not.toContain(search.id);
  });
});
