import { searchCursor, type TPlayerSearchResult } from '@scouting/contract/schemas/search';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember, createVerifiedAgent } from '../../../test/factories.ts';
import { expectSignedOutAndRoleRefused } from '../../../test/guards.ts';
import { insertPlayer } from '../../../test/player-rows.ts';
import { type TestClient, useTestApp } from '../../../test/test-app.ts';
import { forgetMember } from '../../auth/caller-cache.ts';
import { members, playerSearchWords, players } from '../../db/schema/index.ts';
import { typedWordCount } from './player-search-query.ts';

/**
 * GET /api/search/players (decision 018). Runs on PGlite and, in CI, on PostgreSQL: the same
 * answers from both is the point of one query builder on extensions both provide.
 */
const t = useTestApp({}, {}, 120_000);

let agent: TestClient;
let verifiedAgent: TestClient;
let scout: TestClient;
let club: TestClient;
let admin: TestClient;
const ids: Record<string, number> = {};
const BULK = 25;

beforeAll(async () => {
  agent = (await createMember(t.app, 'Agent')).client;
  verifiedAgent = (await createVerifiedAgent(t.app)).client;
  scout = (await createMember(t.app, 'Scout')).client;
  club = (await createMember(t.app, 'Club')).client;
  admin = (await createAdmin(t.app)).client;
  ids.mensah = await insertPlayer(t.db, {
    fullName: 'Kwame Mensah',
    username: 'kmensah',
    age: 24,
    country: 'Ghana',
    currentClub: 'Accra Hearts of Oak',
    previousClub: 'Asante Kotoko - 2021',
    primaryPosition: 'ST',
    secondaryPosition: 'LW',
    preferredFoot: 'Left',
    height: 1.82,
    status: 'Free Agent',
    videoRatings: [5, 4],
  });
  ids.fernandez = await insertPlayer(t.db, {
    fullName: 'Diego Fernández',
    username: 'dfernandez',
    age: 28,
    country: 'Argentina',
    currentClub: 'Real Betis',
    previousClub: 'Club Atlético Tigre - 2020',
    primaryPosition: 'CB',
    secondaryPosition: 'RB',
    height: 1.9,
    status: 'Represented',
  });
  ids.smith = await insertPlayer(t.db, {
    fullName: 'John Smith',
    username: 'jsmith',
    age: 31,
    country: 'England',
    currentClub: 'Ipswich Town',
    previousClub: 'Arsenal - 2018',
    primaryPosition: 'GK',
    secondaryPosition: 'GK',
    height: 1.95,
    videoRatings: [3],
  });
  ids.minorPending = await insertPlayer(t.db, { fullName: 'Tomas Pendingkid', age: 15, parentConsent: 'pending' });
  ids.minorConsented = await insertPlayer(t.db, { fullName: 'Lucas Youngstar', age: 16, parentConsent: 'confirmed' });
  ids.suspended = await insertPlayer(t.db, { fullName: 'Sam Suspendedman', suspended: true });
  ids.hidden = await insertPlayer(t.db, { fullName: 'Hanna Hiddenname', hidden: true });
  for (let i = 1; i <= BULK; i++) {
    // Repeated ratings and ages make ties, which the id must break for paging to stay stable.
    ids[`bulk${i}`] = await insertPlayer(t.db, {
      fullName: `Bulk Player ${i}`,
      currentClub: 'Bulkington United',
      age: 20 + (i % 4),
      country: 'Iceland',
      videoRatings: i % 3 === 0 ? [] : [1 + (i % 5)],
    });
  }
}, 120_000);

type Page = { players: TPlayerSearchResult[]; nextCursor: string | null };

async function search(client: TestClient, query: Record<string, string | number | boolean> = {}): Promise<Page> {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await client.get(`/api/search/players?${params}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
}

const names = (page: Page) => page.players.map((player) => player.fullName);

/** Every page of a search, following nextCursor. */
async function allPages(client: TestClient, query: Record<string, string | number | boolean>) {
  const seen: TPlayerSearchResult[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await search(client, cursor ? { ...query, cursor } : query);
    seen.push(...page.players);
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor && pages < 50);
  return { seen, pages };
}

describe('text', () => {
  it('finds a name with a typo', async () => {
    expect(names(await search(agent, { q: 'Mensha' }))).toContain('Kwame Mensah');
  });

  it('ignores accents both ways', async () => {
    expect(names(await search(agent, { q: 'Fernandez' }))).toEqual(['Diego Fernández']);
    expect(names(await search(agent, { q: 'Fernández' }))).toEqual(['Diego Fernández']);
    expect(names(await search(agent, { q: 'atletico tigre' }))).toEqual(['Diego Fernández']);
  });

  it('matches username, current club and previous club', async () => {
    expect(names(await search(agent, { q: 'jsmith' }))).toEqual(['John Smith']);
    expect(names(await search(agent, { q: 'Ipswich' }))).toEqual(['John Smith']);
    expect(names(await search(agent, { q: 'arsenal' }))).toEqual(['John Smith']);
  });

  it('finds nothing for unrelated words', async () => {
    const page = await search(agent, { q: 'zzqxv' });
    expect(page).toEqual({ players: [], nextCursor: null });
  });

  it('answers the result card fields', async () => {
    const [player] = (await search(agent, { q: 'Kwame Mensah' })).players;
    expect(player).toEqual({
      id: ids.mensah,
      fullName: 'Kwame Mensah',
      username: 'kmensah',
      age: 24,
      primaryPosition: 'ST',
      secondaryPosition: 'LW',
      country: 'Ghana',
      currentClub: 'Accra Hearts of Oak',
      status: 'Free Agent',
      averageRating: 4.5,
      videoCount: 2,
      profileImageUrl: null,
      // Availability (decision 057): not given by this player.
      contractUntil: null,
      availability: null,
    });
  });
});

describe('filters', () => {
  const only = async (query: Record<string, string | number | boolean>) =>
    names(await search(agent, { ...query, limit: 100 })).sort();

  it('position matches the primary or the secondary position', async () => {
    expect(await only({ position: 'ST' })).toEqual(['Kwame Mensah']);
    expect(await only({ position: 'LW' })).toEqual(['Kwame Mensah']);
    expect(await only({ position: 'RB' })).toEqual(['Diego Fernández']);
  });

  it('country, foot, status', async () => {
    expect(await only({ country: 'Argentina' })).toEqual(['Diego Fernández']);
    expect(await only({ foot: 'Left' })).toEqual(['Kwame Mensah']);
    expect(await only({ status: 'Represented' })).toEqual(['Diego Fernández']);
  });

  it('age range, both ends inclusive', async () => {
    expect(await only({ ageMin: 24, ageMax: 28 })).toEqual(['Diego Fernández', 'Kwame Mensah']);
    expect(await only({ ageMin: 29 })).toEqual(['John Smith']);
    expect((await only({ ageMax: 20 })).length).toBe(6);
  });

  it('height range, a stored 1.82 m included at 1.82', async () => {
    expect(await only({ heightMin: 1.82, heightMax: 1.9 })).toEqual(['Diego Fernández', 'Kwame Mensah']);
    expect(await only({ heightMin: 1.91 })).toEqual(['John Smith']);
  });

  it('minimum average rating and has videos', async () => {
    expect(await only({ minRating: 4, country: 'Ghana' })).toEqual(['Kwame Mensah']);
    expect(await only({ minRating: 3, country: 'England' })).toEqual(['John Smith']);
    expect(await only({ hasVideos: true, country: 'Argentina' })).toEqual([]);
    expect((await only({ hasVideos: true, country: 'Iceland' })).length).toBe(BULK - Math.floor(BULK / 3));
  });

  it('text and filters together', async () => {
    expect(await only({ q: 'Mensha', position: 'LW', country: 'Ghana', foot: 'Left', minRating: 4 })).toEqual([
      'Kwame Mensah',
    ]);
    expect(await only({ q: 'Mensha', status: 'Represented' })).toEqual([]);
    expect(await only({ q: 'bulkington', ageMin: 23, hasVideos: true }).then((list) => list.length)).toBeGreaterThan(0);
  });
});

describe('sorting and paging', () => {
  it('rating: best average first', async () => {
    const page = await search(agent, { sort: 'rating', limit: 3 });
    expect(page.players.map((player) => player.averageRating)).toEqual([5, 5, 5]);
    const ratings = (await allPages(agent, { sort: 'rating', limit: 7 })).seen.map((player) => player.averageRating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('age: youngest first; newest: latest registered first', async () => {
    const ages = (await allPages(agent, { sort: 'age', limit: 7 })).seen.map((player) => player.age ?? 0);
    expect(ages).toEqual([...ages].sort((a, b) => a - b));
    const newest = (await search(agent, { sort: 'newest', limit: 2 })).players.map((player) => player.id);
    expect(newest).toEqual([ids[`bulk${BULK}`], ids[`bulk${BULK - 1}`]]);
  });

  it('best match: the closest name first', async () => {
    const page = await search(agent, { q: 'John Smith' });
    expect(page.players[0]?.fullName).toBe('John Smith');
  });

  it.each(['best', 'rating', 'newest', 'age'])('%s: pages neither repeat nor miss a player', async (sort) => {
    const query: Record<string, string> = sort === 'best' ? { q: 'Bulk Player', sort } : { sort };
    const whole = await search(agent, { ...query, limit: 100 });
    const { seen, pages } = await allPages(agent, { ...query, limit: 4 });
    expect(pages).toBeGreaterThan(1);
    expect(seen.map((player) => player.id)).toEqual(whole.players.map((player) => player.id));
    expect(new Set(seen.map((player) => player.id)).size).toBe(seen.length);
  });

  it('pages by 20 by default', async () => {
    const page = await search(agent, {});
    expect(page.players).toHaveLength(20);
    expect(page.nextCursor).not.toBeNull();
  });
});

describe('who is found', () => {
  const everyone = { limit: 100 };

  it.each([
    ['an unverified agent', () => agent],
    ['a scout', () => scout],
    ['a club', () => club],
  ])('%s never finds a minor, by name or by age', async (_name, viewer) => {
    expect(names(await search(viewer(), { q: 'Youngstar' }))).toEqual([]);
    expect(names(await search(viewer(), { q: 'Pendingkid' }))).toEqual([]);
    expect(names(await search(viewer(), { ...everyone, ageMax: 17 }))).toEqual([]);
    const all = await allPages(viewer(), { limit: 10 });
    expect(all.seen.map((player) => player.id)).not.toContain(ids.minorConsented);
  });

  it('a verified agent finds a minor once a parent confirmed, never before', async () => {
    expect(names(await search(verifiedAgent, { ...everyone, ageMax: 17 }))).toEqual(['Lucas Youngstar']);
  });

  it('an admin finds every minor', async () => {
    expect(names(await search(admin, { ...everyone, ageMax: 17 })).sort()).toEqual([
      'Lucas Youngstar',
      'Tomas Pendingkid',
    ]);
  });

  it('suspended members and hidden profiles are gone for everyone', async () => {
    for (const viewer of [agent, verifiedAgent, admin]) {
      expect(names(await search(viewer, { q: 'Suspendedman' }))).toEqual([]);
      expect(names(await search(viewer, { q: 'Hiddenname' }))).toEqual([]);
    }
  });
});

describe('access and validation', () => {
  it('needs a signed-in agent, scout, club or admin', async () => {
    await expectSignedOutAndRoleRefused(t.app, 'Player', (client) => client.get('/api/search/players?q=ana'));
  });

  it.each([
    ['a reversed age range', 'ageMin=30&ageMax=20', 'ageMin'],
    ['a reversed height range', 'heightMin=1.9&heightMax=1.7', 'heightMin'],
    ['an unknown position', 'position=XX', 'position'],
    ['a rating above 5', 'minRating=6', 'minRating'],
    ['an age below 13', 'ageMin=5', 'ageMin'],
    ['an unknown sort', 'sort=alphabet', 'sort'],
    ['a cursor of another sort', `sort=age&cursor=${searchCursor.encode(['rating', 4, 1])}`, 'cursor'],
    ['a broken cursor', 'cursor=%%%', 'cursor'],
    ['a limit above 100', 'limit=101', 'limit'],
  ])('refuses %s with 400', async (_name, query, field) => {
    const response = await agent.get(`/api/search/players?${query}`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields ?? {})).toContain(field);
  });
});

describe('GET /api/search/players/count', () => {
  async function count(client: TestClient, query: Record<string, string | number>) {
    const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
    const response = await client.get(`/api/search/players/count?${params}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { count: number; more: boolean };
  }

  it.each([
    ['a text, best match', { q: 'Bulkington' }],
    ['a text in rating order', { q: 'Bulkington', sort: 'rating' }],
    ['filters without text', { country: 'Iceland', ageMin: 21, ageMax: 22 }],
    ['a position', { position: 'ST' }],
    ['nothing', { q: 'zzqqxxnothing' }],
  ])('counts what the search lists for %s', async (_name, query) => {
    for (const viewer of [agent, verifiedAgent, admin]) {
      const { seen } = await allPages(viewer, { ...query, limit: 100 });
      expect(await count(viewer, query)).toEqual({ count: seen.length, more: false });
    }
  });

  it('counts minors only for those who may find them', async () => {
    expect((await count(agent, { ageMax: 17 })).count).toBe(0);
    expect((await count(verifiedAgent, { ageMax: 17 })).count).toBe(1);
    expect((await count(admin, { ageMax: 17 })).count).toBe(2);
  });

  it('needs a signed-in agent, scout, club or admin, and refuses bad filters with 400', async () => {
    await expectSignedOutAndRoleRefused(t.app, 'Player', (client) => client.get('/api/search/players/count'));
    const reversed = await agent.get('/api/search/players/count?ageMin=30&ageMax=20');
    expect(reversed.statusCode).toBe(400);
    expect(Object.keys(reversed.json().fields ?? {})).toContain('ageMin');
  });
});

// Best match in two tiers (decision 018, follow-up): players whose words include every typed word
// with full similarity first, in id order, read along player_search_words without scoring; then
// every other match by similarity. Last in the file: these players would change earlier counts.
describe('best match tiers', () => {
  const tierIds: Record<string, number> = {};

  beforeAll(async () => {
    for (let i = 1; i <= 3; i++) {
      tierIds[`typo${i}`] = await insertPlayer(t.db, {
        fullName: `Typo Player ${i}`,
        currentClub: 'Bulkingtan Rovers',
      });
    }
    tierIds.longer = await insertPlayer(t.db, { fullName: 'Longer Player', currentClub: 'Bulkingtonia' });
  });

  const bulkIds = () => Array.from({ length: BULK }, (_, i) => ids[`bulk${i + 1}`] as number);

  it('lists exact word matches first, in id order, then the close ones; pages cross the boundary', async () => {
    const whole = (await search(agent, { q: 'Bulkington', limit: 100 })).players.map((player) => player.id);
    const exact = bulkIds().sort((a, b) => a - b);
    expect(whole.slice(0, exact.length)).toEqual(exact);
    expect(whole.slice(exact.length).sort()).toEqual(
      [tierIds.typo1, tierIds.typo2, tierIds.typo3, tierIds.longer].sort(),
    );
    // limit 4 puts the boundary inside a page (25 exact rows), limit 5 on a page's edge.
    for (const limit of [4, 5, 1]) {
      const { seen } = await allPages(agent, { q: 'Bulkington', limit });
      expect(seen.map((player) => player.id)).toEqual(whole);
    }
  });

  it('a typo ranks the players who have that very word first, the intended ones after', async () => {
    const whole = (await search(agent, { q: 'Bulkingtan', limit: 100 })).players.map((player) => player.id);
    expect(whole.slice(0, 3)).toEqual([tierIds.typo1, tierIds.typo2, tierIds.typo3]);
    expect(whole.slice(3)).toEqual(expect.arrayContaining(bulkIds()));
    const { seen } = await allPages(agent, { q: 'Bulkingtan', limit: 2 });
    expect(seen.map((player) => player.id)).toEqual(whole);
  });

  it('accents and case are folded on both sides of an exact match', async () => {
    const folded = await search(agent, { q: 'FERNANDEZ' });
    expect(names(folded)).toEqual(['Diego Fernández']);
    expect(names(await search(agent, { q: 'Atlético Tigre' }))).toEqual(['Diego Fernández']);
  });

  it('keeps filters and visibility in the exact tier', async () => {
    expect(names(await search(agent, { q: 'Bulkington', country: 'Spain' }))).not.toContain('Bulk Player 1');
    expect(names(await search(agent, { q: 'Youngstar' }))).toEqual([]);
    expect(names(await search(verifiedAgent, { q: 'Youngstar' }))).toEqual(['Lucas Youngstar']);
  });

  it.each(['Silva', 'Atlético Tigre', 'Sigurðsson', "O'Neil", 'Kwame-Mensah 2020', 'Müller  Ñúñez'])(
    'the database splits %s into as many words as the query builder counts',
    async (text) => {
      const query = sql`select cardinality(search_words(search_normalize(${text}))) as count`;
      const { rows } = (await t.db.execute(query)) as unknown as { rows: { count: number }[] };
      expect(Number(rows[0]?.count)).toBe(typedWordCount(text));
    },
  );

  it('the words follow a club change, a rename and a deletion', async () => {
    const id = await insertPlayer(t.db, { fullName: 'Oskar Wordsworth', currentClub: 'Quillby Town' });
    const wordsOf = async () =>
      (
        await t.db
          .select({ word: playerSearchWords.word })
          .from(playerSearchWords)
          .where(eq(playerSearchWords.memberId, id))
      )
        .map((row) => row.word)
        .sort();
    expect(await wordsOf()).toEqual(expect.arrayContaining(['oskar', 'quillby', 'town', 'wordsworth']));
    expect(names(await search(agent, { q: 'Quillby' }))).toEqual(['Oskar Wordsworth']);

    await t.db.update(players).set({ currentClub: 'Inkwell Athletic' }).where(eq(players.memberId, id));
    await forgetMember(t.app.keyValueStore, id);
    expect(await wordsOf()).toEqual(expect.arrayContaining(['inkwell', 'athletic']));
    expect(await wordsOf()).not.toContain('quillby');
    expect(names(await search(agent, { q: 'Inkwell' }))).toEqual(['Oskar Wordsworth']);
    expect(names(await search(agent, { q: 'Quillby' }))).toEqual([]);

    await t.db.update(members).set({ fullName: 'Oskar Penworth' }).where(eq(members.id, id));
    await forgetMember(t.app.keyValueStore, id);
    expect(await wordsOf()).toContain('penworth');
    expect(await wordsOf()).not.toContain('wordsworth');
    expect(names(await search(agent, { q: 'Penworth' }))).toEqual(['Oskar Penworth']);

    await t.db.delete(members).where(eq(members.id, id));
    await forgetMember(t.app.keyValueStore, id);
    expect(await wordsOf()).toEqual([]);
  });
});
