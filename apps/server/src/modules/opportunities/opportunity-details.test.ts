import { MESSAGES } from '@scouting/contract/messages';
import { OPPORTUNITY_DETAIL_MESSAGES as DETAIL, isoToday } from '@scouting/contract/opportunity-details';
import { englishOf } from '@scouting/contract/sentences';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember } from '../../../test/factories.ts';
import { multipart } from '../../../test/sample-files.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { opportunities } from '../../db/schema/index.ts';

/** A post's type, city, dates and deadline, which players filter by, and its applicant counts (docs/product.md#opportunities). */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMember>>;
type Opportunity = {
  id: number;
  description: string;
  status: string;
  type: string | null;
  city: string | null;
  startsOn: string | null;
  endsOn: string | null;
  deadline: string | null;
  applicationCount?: number;
};
type Page = { opportunities: Opportunity[]; nextCursor: string | null };

/** A day `days` after today (UTC), as YYYY-MM-DD. */
const dayFromToday = (days: number) => isoToday(new Date(Date.now() + days * 86_400_000));

async function post(poster: Member, body: Record<string, unknown>): Promise<Opportunity> {
  const response = await poster.client.post('/api/opportunities', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const offeredTo = async (player: Member, query = ''): Promise<Opportunity[]> => {
  const response = await player.client.get(`/api/opportunities-for-player/${player.id}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Page).opportunities;
};

const ownPosts = async (poster: Member | { client: Member['client'] }, query = '?limit=100') =>
  ((await poster.client.get(`/api/opportunities${query}`)).json() as Page).opportunities;

const applyAs = (player: Member, opportunityId: number) =>
  player.client.request({
    method: 'POST',
    url: '/api/apply',
    ...multipart({ playerId: String(player.id), opportunityId: String(opportunityId), introduction: 'I can play' }, {}),
  });

describe('a post says what it is, where and when', () => {
  it('stores the type, the trimmed city, the dates and the deadline, and answers them in every list', async () => {
    const agent = await createMember(t.app, 'Agent');
    const deadline = dayFromToday(14);
    const posted = await post(agent, {
      description: 'Trial week with a Liga Portugal 2 side',
      type: 'Trial',
      city: '  Porto ',
      startsOn: '2031-03-02',
      endsOn: '2031-03-06',
      deadline,
    });
    const details = {
      type: 'Trial',
      city: 'Porto',
      startsOn: '2031-03-02',
      endsOn: '2031-03-06',
      deadline,
      status: 'Open',
    };
    expect(posted).toMatchObject(details);
    expect((await ownPosts(agent)).find((o) => o.id === posted.id)).toMatchObject(details);

    const player = await createMember(t.app, 'Player');
    expect((await offeredTo(player)).find((o) => o.id === posted.id)).toMatchObject(details);
    // The favourites list answers the same shape.
    expect((await player.client.post(`/api/opportunities/${posted.id}/favourite`)).statusCode).toBe(200);
    const saved = (await player.client.get('/api/favourite-opportunities')).json();
    expect(saved.favourites[0].opportunity).toMatchObject(details);
  });

  it('answers null for each detail a post without them does not carry', async () => {
    const agent = await createMember(t.app, 'Agent');
    const posted = await post(agent, { description: 'Just a description' });
    expect(posted).toMatchObject({ type: null, city: null, startsOn: null, endsOn: null, deadline: null });
  });

  it('edits the details: absent ones stay, null or empty clears them', async () => {
    const agent = await createMember(t.app, 'Agent');
    const { id } = await post(agent, { description: 'Showcase', type: 'Showcase or event', city: 'Lyon' });
    const kept = await agent.client.put(`/api/opportunities/${id}`, { description: 'Showcase day', link: null });
    expect(kept.json()).toMatchObject({ description: 'Showcase day', type: 'Showcase or event', city: 'Lyon' });
    const changed = await agent.client.put(`/api/opportunities/${id}`, {
      description: 'Academy trials',
      type: 'Academy place',
      city: '',
      startsOn: '2031-05-01',
    });
    expect(changed.json()).toMatchObject({ type: 'Academy place', city: null, startsOn: '2031-05-01' });
  });

  it('refuses details that are not valid with the field’s message (400)', async () => {
    const agent = await createMember(t.app, 'Agent');
    const refused = async (body: Record<string, unknown>, field: string, message: string, id?: number) => {
      const response = id
        ? await agent.client.put(`/api/opportunities/${id}`, body)
        : await agent.client.post('/api/opportunities', body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ error: message, fields: { [field]: message } });
    };
    await refused({ description: 'x', deadline: dayFromToday(-1) }, 'deadline', englishOf(DETAIL.deadlineInPast));
    await refused({ description: 'x', startsOn: '2031-02-30' }, 'startsOn', englishOf(DETAIL.invalidDate));
    await refused(
      { description: 'x', startsOn: '2031-03-06', endsOn: '2031-03-02' },
      'endsOn',
      englishOf(DETAIL.endsBeforeStarts),
    );
    await refused({ description: 'x', type: 'Holiday' }, 'type', englishOf(DETAIL.chooseType));
    await refused({ description: 'x', city: 'x'.repeat(101) }, 'city', englishOf(DETAIL.cityTooLong));

    const { id } = await post(agent, { description: 'Dated', startsOn: '2031-03-02' });
    await refused({ description: 'x', endsOn: 'next week' }, 'endsOn', englishOf(DETAIL.invalidDate), id);
    await refused({ description: 'x', type: 'Holiday' }, 'type', englishOf(DETAIL.chooseType), id);
    // An end date sent alone is compared with the stored start date.
    await refused({ description: 'x', endsOn: '2031-03-01' }, 'endsOn', englishOf(DETAIL.endsBeforeStarts), id);
    // The status form takes nothing else.
    const mixed = await agent.client.put(`/api/opportunities/${id}`, { status: 'Closed', deadline: dayFromToday(3) });
    expect(mixed.statusCode).toBe(400);
  });
});

describe('a post closes by itself after its deadline', () => {
  it('counts as Closed from the day after its deadline: left out of the player’s list, refused to apply, reopened by a later deadline', async () => {
    const agent = await createMember(t.app, 'Agent');
    const player = await createMember(t.app, 'Player');
    // The deadline day itself is still open.
    const { id } = await post(agent, { description: 'Deadline today', type: 'Contract', deadline: isoToday() });
    expect((await offeredTo(player)).map((o) => o.id)).toContain(id);

    // A day passes: the stored status is untouched, the answers say Closed.
    await t.db
      .update(opportunities)
      .set({ applyBy: dayFromToday(-1) })
      .where(eq(opportunities.id, id));
    const [stored] = await t.db
      .select({ status: opportunities.status })
      .from(opportunities)
      .where(eq(opportunities.id, id));
    expect(stored?.status).toBe('Open');
    expect((await ownPosts(agent)).find((o) => o.id === id)?.status).toBe('Closed');
    expect((await offeredTo(player)).map((o) => o.id)).not.toContain(id);
    const applied = await applyAs(player, id);
    expect(applied.statusCode).toBe(409);
    expect(applied.json().error).toBe(englishOf(MESSAGES.opportunityNotOpen));
    expect((await player.client.post(`/api/opportunities/${id}/favourite`)).statusCode).toBe(404);

    // Reopen would change nothing, so it says what would.
    const reopen = await agent.client.put(`/api/opportunities/${id}`, { status: 'Open' });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().error).toBe(englishOf(DETAIL.reopenAfterDeadline));

    // Editing the deadline to a later day reopens it.
    const later = await agent.client.put(`/api/opportunities/${id}`, {
      description: 'Deadline moved',
      deadline: dayFromToday(7),
    });
    expect(later.json()).toMatchObject({ status: 'Open', deadline: dayFromToday(7) });
    expect((await offeredTo(player)).map((o) => o.id)).toContain(id);
    expect((await applyAs(player, id)).statusCode).toBe(201);
  });

  it('lets the poster close a post early by setting a deadline that has passed; a post closed by hand stays closed', async () => {
    const agent = await createMember(t.app, 'Agent');
    const { id } = await post(agent, { description: 'Closing early' });
    const edited = await agent.client.put(`/api/opportunities/${id}`, {
      description: 'Closing early',
      deadline: dayFromToday(-2),
    });
    expect(edited.json().status).toBe('Closed');

    const other = await post(agent, { description: 'Closed by hand', deadline: dayFromToday(30) });
    expect((await agent.client.put(`/api/opportunities/${other.id}`, { status: 'Closed' })).json().status).toBe(
      'Closed',
    );
    expect((await agent.client.put(`/api/opportunities/${other.id}`, { status: 'Open' })).json().status).toBe('Open');
  });
});

describe('players filter their list by type and city', () => {
  it('narrows by type, by city ignoring case, and both, keeping the paging', async () => {
    const agent = await createMember(t.app, 'Agent');
    const player = await createMember(t.app, 'Player');
    const trialMadrid = await post(agent, { description: 'Trial in Madrid', type: 'Trial', city: 'Madrid' });
    const trialSeville = await post(agent, { description: 'Trial in Seville', type: 'Trial', city: 'Seville' });
    const contractMadrid = await post(agent, { description: 'Contract in Madrid', type: 'Contract', city: 'MADRID' });
    const plain = await post(agent, { description: 'No details' });

    // Other tests of this file post to every player too: only this test's posts are compared.
    const mine = new Set([trialMadrid.id, trialSeville.id, contractMadrid.id, plain.id]);
    const ids = (list: Opportunity[]) => list.map((o) => o.id).filter((id) => mine.has(id));
    expect(ids(await offeredTo(player, '?type=Trial'))).toEqual([trialSeville.id, trialMadrid.id]);
    expect(ids(await offeredTo(player, '?city=madrid'))).toEqual([contractMadrid.id, trialMadrid.id]);
    expect(ids(await offeredTo(player, '?type=Trial&city=%20Madrid%20'))).toEqual([trialMadrid.id]);
    expect(ids(await offeredTo(player, '?type=Academy%20place'))).toEqual([]);
    // An empty filter is no filter.
    expect(ids(await offeredTo(player, '?city='))).toContain(trialSeville.id);

    const first = (await player.client.get(`/api/opportunities-for-player/${player.id}?type=Trial&limit=1`)).json();
    expect(ids(first.opportunities)).toEqual([trialSeville.id]);
    const second = await offeredTo(player, `?type=Trial&limit=1&cursor=${first.nextCursor}`);
    expect(ids(second)).toEqual([trialMadrid.id]);

    const unknown = await player.client.get(`/api/opportunities-for-player/${player.id}?type=Holiday`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(englishOf(DETAIL.chooseType));
  });
});

describe('the poster’s list counts each post’s applicants', () => {
  it('answers applicationCount in GET /api/opportunities only', async () => {
    const agent = await createMember(t.app, 'Agent');
    const none = await post(agent, { description: 'Nobody yet' });
    const one = await post(agent, { description: 'One applicant' });
    const two = await post(agent, { description: 'Two applicants' });
    const first = await createMember(t.app, 'Player');
    const second = await createMember(t.app, 'Player');
    for (const [player, id] of [
      [first, one.id],
      [first, two.id],
      [second, two.id],
    ] as const) {
      expect((await applyAs(player, id)).statusCode).toBe(201);
    }

    const counts = Object.fromEntries((await ownPosts(agent)).map((o) => [o.id, o.applicationCount]));
    expect(counts).toEqual({ [none.id]: 0, [one.id]: 1, [two.id]: 2 });
    // Paged, the counts stay those of each post.
    const page = await ownPosts(agent, '?limit=1');
    expect(page.map((o) => [o.id, o.applicationCount])).toEqual([[two.id, 2]]);
    const admin = await createAdmin(t.app);
    expect((await ownPosts(admin)).find((o) => o.id === two.id)?.applicationCount).toBe(2);
    // Not in the player's list, nor in the single post's answers.
    expect((await offeredTo(first)).find((o) => o.id === none.id)).not.toHaveProperty('applicationCount');
    expect((await agent.client.put(`/api/opportunities/${one.id}`, { status: 'Closed' })).json()).not.toHaveProperty(
      'applicationCount',
    );
  });
});
