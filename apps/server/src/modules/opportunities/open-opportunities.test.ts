import { OPPORTUNITY_DETAIL_MESSAGES } from '@scouting/contract/opportunity-details';
import { SEARCH_COUNT_CAP, SEARCH_MESSAGES } from '@scouting/contract/search';
import { englishOf } from '@scouting/contract/sentences';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createConsentedMinor,
  createMember,
  createVerifiedAgent,
  dobYearsAgo,
  verifyClub,
} from '../../../test/factories.ts';
import { buildTestApp, type TestApp, TestClient } from '../../../test/test-app.ts';
import { forgetMember } from '../../auth/caller-cache.ts';
import { members, opportunities } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Post = {
  id: number;
  description: string;
  deadline: string | null;
  appliedAt?: string | null;
  favourite?: boolean;
  postedBy: { id: number; fullName: string; organisation?: string | null; verified?: boolean };
};
type Page = { opportunities: Post[]; nextCursor: string | null };

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A unique word for this test's posts, so the search narrows to them whatever else the file posted. */
let serial = 0;
const tag = () => `mkt${Date.now().toString(36)}${(serial++).toString(36)}`;

async function post(client: TestClient, body: Record<string, unknown>): Promise<Post> {
  const response = await client.post('/api/opportunities', body);
  if (response.statusCode !== 201) throw new Error(`post failed: ${response.body}`);
  return response.json();
}

async function market(client: TestClient, query: Record<string, string> = {}): Promise<Page> {
  const response = await client.get(`/api/open-opportunities?${new URLSearchParams(query)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const descriptions = (page: Page) => page.opportunities.map((o) => o.description);

describe('GET /api/open-opportunities', () => {
  it('lists every open post a player may see, whatever their profile, with the organisation and the person', async () => {
    const word = tag();
    const agent = await createVerifiedAgent(t.app, { agencyName: 'Talavera Talent' });
    const club = await createMember(t.app, 'Club', { clubName: 'CF Talavera' });
    const scout = await createMember(t.app, 'Scout');
    // A goalkeeper in Portugal: none of these posts match a Spanish striker's profile.
    const keeper = await post(club.client, {
      description: `${word} goalkeeper trial`,
      filters: { country: 'Portugal', generalPosition: 'Goal Keepers', specificPosition: 'GK' },
      type: 'Trial',
      city: 'Lisbon',
    });
    const agentPost = await post(agent.client, { description: `${word} agency contract`, type: 'Contract' });
    const closed = await post(scout.client, { description: `${word} closed` });
    await scout.client.put(`/api/opportunities/${closed.id}`, { status: 'Closed' });
    const deleted = await post(scout.client, { description: `${word} deleted` });
    await scout.client.delete(`/api/opportunities/${deleted.id}`);
    const player = await createMember(t.app, 'Player', { primaryPosition: 'ST', country: 'Spain' });

    const page = await market(player.client, { q: word });
    expect(descriptions(page)).toEqual([`${word} agency contract`, `${word} goalkeeper trial`]);
    const byId = new Map(page.opportunities.map((o) => [o.id, o]));
    expect(byId.get(keeper.id)?.postedBy).toMatchObject({
      id: club.id,
      organisation: 'CF Talavera',
      verified: false,
    });
    expect(byId.get(agentPost.id)?.postedBy).toMatchObject({ organisation: 'Talavera Talent', verified: true });
    // Once an admin verified the club, its posts carry the badge too (decision 056).
    await verifyClub(t.app, club.id);
    const afterVerification = await market(player.client, { q: word });
    expect(afterVerification.opportunities.find((o) => o.id === keeper.id)?.postedBy.verified).toBe(true);
    // Each post says whether this player applied or saved it, as the dashboard's list does.
    expect(byId.get(keeper.id)).toMatchObject({ appliedAt: null, favourite: false });
    // The organisation's name is searched too.
    expect(descriptions(await market(player.client, { q: `${word}`, posterKind: 'Club' }))).toEqual([
      `${word} goalkeeper trial`,
    ]);
    expect((await market(player.client, { q: 'CF Talavera' })).opportunities.map((o) => o.id)).toContain(keeper.id);
  });

  it('filters by position, type, country, city, kind of poster and verification', async () => {
    const word = tag();
    const verified = await createVerifiedAgent(t.app);
    const unverified = await createMember(t.app, 'Agent');
    const club = await createMember(t.app, 'Club');
    await post(verified.client, {
      description: `${word} striker`,
      filters: { generalPosition: 'Forwards/Attackers', specificPosition: 'ST', country: 'Spain' },
      type: 'Trial',
      city: 'Madrid',
    });
    await post(unverified.client, {
      description: `${word} any forward`,
      filters: { generalPosition: 'Forwards/Attackers', country: 'Brazil' },
      type: 'Contract',
    });
    await post(club.client, {
      description: `${word} keeper`,
      filters: { generalPosition: 'Goal Keepers', specificPosition: 'GK' },
      type: 'Trial',
      city: 'madrid',
    });
    await post(club.client, { description: `${word} open to all`, type: 'Showcase or event' });
    const player = await createMember(t.app, 'Player');
    const find = async (query: Record<string, string>) =>
      descriptions(await market(player.client, { q: word, ...query }));

    // A post open to every position fits a striker; one naming another position does not.
    expect(await find({ position: 'ST' })).toEqual([`${word} open to all`, `${word} any forward`, `${word} striker`]);
    expect(await find({ position: 'GK' })).toEqual([`${word} open to all`, `${word} keeper`]);
    expect(await find({ type: 'Trial' })).toEqual([`${word} keeper`, `${word} striker`]);
    expect(await find({ country: 'spain' })).toEqual([`${word} open to all`, `${word} keeper`, `${word} striker`]);
    expect(await find({ city: 'MADRID' })).toEqual([`${word} keeper`, `${word} striker`]);
    expect(await find({ posterKind: 'Agent' })).toEqual([`${word} any forward`, `${word} striker`]);
    expect(await find({ verifiedOnly: 'true' })).toEqual([`${word} striker`]);
    expect(await find({ verifiedOnly: 'false' })).toHaveLength(4);
    // Wildcards in the search are taken literally.
    expect(await find({ q: `${word}%` })).toEqual([]);
  });

  it('shows a minor only the posts of verified agents, without contact details', async () => {
    const word = tag();
    const verified = await createVerifiedAgent(t.app);
    const unverified = await createMember(t.app, 'Agent');
    const club = await createMember(t.app, 'Club');
    const scout = await createMember(t.app, 'Scout');
    await post(verified.client, { description: `${word} youth trial`, filters: { ageRange: '13-16' } });
    await post(verified.client, { description: `${word} senior contract`, filters: { ageRange: '21-24' } });
    await post(unverified.client, { description: `${word} unverified agent` });
    await post(club.client, { description: `${word} club youth day` });
    await post(scout.client, { description: `${word} scout showcase` });
    const flagged = await post(verified.client, { description: `${word} flagged`, filters: { ageRange: '21-24' } });
    await t.app.db.update(opportunities).set({ hasContactDetails: true }).where(eq(opportunities.id, flagged.id));

    const minor = await createConsentedMinor(t.app);
    expect(descriptions(await market(minor.client, { q: word }))).toEqual([
      `${word} senior contract`,
      `${word} youth trial`,
    ]);
    // Not even when asked for the others by name.
    expect(descriptions(await market(minor.client, { q: word, posterKind: 'Club' }))).toEqual([]);
    // A minor waiting for their parent may look around too (docs/product.md#minors).
    const waiting = await createMember(t.app, 'Player', { dob: dobYearsAgo(15) });
    expect(descriptions(await market(waiting.client, { q: word }))).toHaveLength(2);
    // An adult sees them all.
    const adult = await createMember(t.app, 'Player');
    expect(descriptions(await market(adult.client, { q: word }))).toHaveLength(6);
  });

  it('leaves out posts past their deadline, hidden by an admin, or by a suspended member', async () => {
    const word = tag();
    const agent = await createMember(t.app, 'Agent');
    const suspended = await createMember(t.app, 'Club');
    await post(agent.client, { description: `${word} shown` });
    const late = await post(agent.client, { description: `${word} late`, deadline: inDays(1) });
    await t.app.db
      .update(opportunities)
      .set({ applyBy: inDays(-1) })
      .where(eq(opportunities.id, late.id));
    const hidden = await post(agent.client, { description: `${word} hidden` });
    await t.app.db.update(opportunities).set({ hiddenAt: new Date() }).where(eq(opportunities.id, hidden.id));
    await post(suspended.client, { description: `${word} suspended` });
    await t.app.db.update(members).set({ suspendedAt: new Date() }).where(eq(members.id, suspended.id));
    await forgetMember(t.app.keyValueStore, suspended.id);
    const player = await createMember(t.app, 'Player');
    expect(descriptions(await market(player.client, { q: word }))).toEqual([`${word} shown`]);
  });

  it('pages newest first and by closing date, each with its own cursor', async () => {
    const word = tag();
    const agent = await createMember(t.app, 'Agent');
    const made: string[] = [];
    const deadlines = [inDays(9), null, inDays(3), inDays(3), null, inDays(20), inDays(1)];
    for (const [i, deadline] of deadlines.entries()) {
      made.push(`${word} ${i}`);
      await post(agent.client, { description: `${word} ${i}`, deadline });
    }
    const player = await createMember(t.app, 'Player');
    async function walk(sort: string) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: Record<string, string> = { q: word, sort, limit: '3', ...(cursor ? { cursor } : {}) };
        const page = await market(player.client, query);
        seen.push(...descriptions(page));
        cursor = page.nextCursor;
        pages++;
      } while (cursor && pages < 10);
      return { seen, pages };
    }
    const newest = await walk('newest');
    expect(newest).toEqual({ seen: [...made].reverse(), pages: 3 });
    const closing = await walk('closing');
    // Nearest deadline first; the same day newest first; posts without a deadline last, newest first.
    expect(closing.seen).toEqual([6, 3, 2, 0, 5, 4, 1].map((i) => `${word} ${i}`));
    // A cursor of one order is refused by the other.
    const first = await market(player.client, { q: word, sort: 'closing', limit: '2' });
    const crossed = await player.client.get(
      `/api/open-opportunities?${new URLSearchParams({ sort: 'newest', cursor: first.nextCursor ?? '' })}`,
    );
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().fields.cursor).toBe(englishOf(SEARCH_MESSAGES.cursorOfOtherSort));
  });

  it('refuses invalid filters with a sentence, callers who are not players, and anonymous ones', async () => {
    const player = await createMember(t.app, 'Player');
    const cases: [Record<string, string>, string, string][] = [
      [{ position: 'Libero' }, 'position', englishOf(OPPORTUNITY_DETAIL_MESSAGES.choosePosition)],
      [{ type: 'Loan' }, 'type', englishOf(OPPORTUNITY_DETAIL_MESSAGES.chooseType)],
      [{ posterKind: 'Player' }, 'posterKind', englishOf(OPPORTUNITY_DETAIL_MESSAGES.choosePosterKind)],
      [{ sort: 'oldest' }, 'sort', englishOf(OPPORTUNITY_DETAIL_MESSAGES.chooseSort)],
      [{ q: 'x'.repeat(101) }, 'q', englishOf(OPPORTUNITY_DETAIL_MESSAGES.searchTooLong)],
      [{ city: 'x'.repeat(101) }, 'city', englishOf(OPPORTUNITY_DETAIL_MESSAGES.cityTooLong)],
      [{ country: 'x'.repeat(101) }, 'country', englishOf(OPPORTUNITY_DETAIL_MESSAGES.countryTooLong)],
    ];
    for (const [query, field, message] of cases) {
      const refused = await player.client.get(`/api/open-opportunities?${new URLSearchParams(query)}`);
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().fields[field]).toBe(message);
    }
    expect((await new TestClient(t.app).get('/api/open-opportunities')).statusCode).toBe(401);
    for (const role of ['Agent', 'Scout', 'Club'] as const) {
      const other = await createMember(t.app, role);
      const refused = await other.client.get('/api/open-opportunities');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('WRONG_ROLE');
    }
    const admin = await createAdmin(t.app);
    expect((await admin.client.get('/api/open-opportunities')).statusCode).toBe(403);
  });
});

describe('GET /api/open-opportunities/count', () => {
  async function count(client: TestClient, query: Record<string, string>) {
    const response = await client.get(`/api/open-opportunities/count?${new URLSearchParams(query)}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { count: number; more: boolean };
  }

  it('counts what the list shows for the same filters, whatever the order asked', async () => {
    const word = tag();
    const agent = await createVerifiedAgent(t.app);
    const club = await createMember(t.app, 'Club');
    await post(agent.client, {
      description: `${word} striker trial`,
      filters: { generalPosition: 'Forwards/Attackers', specificPosition: 'ST' },
      type: 'Trial',
    });
    await post(club.client, {
      description: `${word} keeper trial`,
      filters: { generalPosition: 'Goal Keepers', specificPosition: 'GK' },
      type: 'Trial',
    });
    await post(club.client, { description: `${word} open day`, type: 'Showcase or event' });
    const player = await createMember(t.app, 'Player');
    const queries: Record<string, string>[] = [
      { q: word },
      { q: word, position: 'GK' },
      { q: word, type: 'Trial', posterKind: 'Club' },
      { q: word, verifiedOnly: 'true' },
      { q: `${word}-none` },
    ];
    for (const query of queries) {
      const listed = descriptions(await market(player.client, query)).length;
      expect(await count(player.client, query), JSON.stringify(query)).toEqual({ count: listed, more: false });
    }
    expect((await count(player.client, { q: word, position: 'GK' })).count).toBe(2);
    // The order changes nothing in a count; the list's cursor has no place here.
    expect(await count(player.client, { q: word, sort: 'closing' })).toEqual({ count: 3, more: false });
  });

  it("counts for a minor only what the minor's list shows", async () => {
    const word = tag();
    const verified = await createVerifiedAgent(t.app);
    const unverified = await createMember(t.app, 'Agent');
    const club = await createMember(t.app, 'Club');
    await post(verified.client, { description: `${word} youth trial`, filters: { ageRange: '13-16' } });
    await post(unverified.client, { description: `${word} unverified agent` });
    await post(club.client, { description: `${word} club youth day` });
    const minor = await createConsentedMinor(t.app);
    const listed = descriptions(await market(minor.client, { q: word }));
    expect(listed).toEqual([`${word} youth trial`]);
    expect(await count(minor.client, { q: word })).toEqual({ count: 1, more: false });
    expect(await count(minor.client, { q: word, posterKind: 'Club' })).toEqual({ count: 0, more: false });
    const adult = await createMember(t.app, 'Player');
    expect(await count(adult.client, { q: word })).toEqual({ count: 3, more: false });
  });

  it('stops counting past the cap and says there are more', async () => {
    const word = tag();
    const agent = await createMember(t.app, 'Agent');
    await t.app.db.insert(opportunities).values(
      Array.from({ length: SEARCH_COUNT_CAP + 1 }, (_, i) => ({
        postedBy: agent.id,
        source: 'Agent' as const,
        description: `${word} bulk ${i}`,
      })),
    );
    const player = await createMember(t.app, 'Player');
    expect(await count(player.client, { q: word })).toEqual({ count: SEARCH_COUNT_CAP, more: true });
  });

  it("refuses invalid filters with the list's sentence, callers who are not players, and anonymous ones", async () => {
    const player = await createMember(t.app, 'Player');
    const refused = await player.client.get('/api/open-opportunities/count?position=Libero');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.position).toBe(englishOf(OPPORTUNITY_DETAIL_MESSAGES.choosePosition));
    const tooLong = await player.client.get(`/api/open-opportunities/count?q=${'x'.repeat(101)}`);
    expect(tooLong.json().fields.q).toBe(englishOf(OPPORTUNITY_DETAIL_MESSAGES.searchTooLong));
    expect((await new TestClient(t.app).get('/api/open-opportunities/count')).statusCode).toBe(401);
    for (const role of ['Agent', 'Scout', 'Club'] as const) {
      const other = await createMember(t.app, role);
      const wrong = await other.client.get('/api/open-opportunities/count');
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().code).toBe('WRONG_ROLE');
    }
    const admin = await createAdmin(t.app);
    expect((await admin.client.get('/api/open-opportunities/count')).statusCode).toBe(403);
  });
});
