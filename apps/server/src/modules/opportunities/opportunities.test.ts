import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember, createVerifiedAgent, dobYearsAgo } from '../../../test/factories.ts';
import { multipart } from '../../../test/sample-files.ts';
import { buildTestApp, type TestApp, TestClient } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Page = {
  opportunities: { id: number; description: string; status: string; source: string }[];
  nextCursor: string | null;
};

describe('posting and managing opportunities', () => {
  it('lets an agent post, edit, close, reopen and soft-delete their own post', async () => {
    // 17-20 reaches minors: a verified agent's post (docs/product.md#opportunities).
    const agent = await createVerifiedAgent(t.app);
    const posted = await agent.client.post('/api/opportunities', {
      description: '  Left-footed winger for a Segunda side  ',
      link: 'https://club.example/trial',
      filters: { country: 'Spain', ageRange: '17-20', generalPosition: 'Forwards/Attackers', specificPosition: 'LW' },
    });
    expect(posted.statusCode).toBe(201);
    const opportunity = posted.json();
    expect(opportunity).toMatchObject({
      description: 'Left-footed winger for a Segunda side',
      source: 'Agent',
      status: 'Open',
      filters: { country: 'Spain', ageRange: '17-20' },
      postedBy: { id: agent.id },
    });

    const edited = await agent.client.put(`/api/opportunities/${opportunity.id}`, {
      description: 'Winger wanted',
      link: null,
    });
    expect(edited.json()).toMatchObject({ description: 'Winger wanted', link: null });
    expect((await agent.client.put(`/api/opportunities/${opportunity.id}`, { status: 'Closed' })).json().status).toBe(
      'Closed',
    );
    expect((await agent.client.put(`/api/opportunities/${opportunity.id}`, { status: 'Open' })).json().status).toBe(
      'Open',
    );

    const deleted = await agent.client.delete(`/api/opportunities/${opportunity.id}`);
    expect(deleted.json()).toEqual({ message: englishOf(MESSAGES.postDeleted) });
    const own: Page = (await agent.client.get('/api/opportunities')).json();
    expect(own.opportunities.find((o) => o.id === opportunity.id)?.status).toBe('Deleted');
    // Deleted posts stay, read-only (docs/product.md#opportunities).
    const afterDelete = await agent.client.put(`/api/opportunities/${opportunity.id}`, { status: 'Open' });
    expect(afterDelete.statusCode).toBe(409);
    expect(afterDelete.json().error).toBe(englishOf(MESSAGES.opportunityDeletedReadOnly));
  });

  it('refuses a blank description with the product message', async () => {
    const agent = await createMember(t.app, 'Agent');
    const response = await agent.client.post('/api/opportunities', { description: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(englishOf(MESSAGES.enterOpportunityDescription));
    const badFilter = await agent.client.post('/api/opportunities', {
      description: 'x',
      filters: { ageRange: '99-100' },
    });
    expect(badFilter.statusCode).toBe(400);
  });

  it('lists only the caller’s posts, newest first, paged; all posts for an admin', async () => {
    const agent = await createMember(t.app, 'Agent');
    const other = await createMember(t.app, 'Agent');
    for (const n of [1, 2, 3]) await agent.client.post('/api/opportunities', { description: `Post ${n}` });
    await other.client.post('/api/opportunities', { description: 'Not yours' });
    const first: Page = (await agent.client.get('/api/opportunities?limit=2')).json();
    expect(first.opportunities.map((o) => o.description)).toEqual(['Post 3', 'Post 2']);
    const second: Page = (await agent.client.get(`/api/opportunities?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.opportunities.map((o) => o.description)).toEqual(['Post 1']);
    const admin = await createAdmin(t.app);
    const all: Page = (await admin.client.get('/api/opportunities?limit=100')).json();
    expect(all.opportunities.map((o) => o.description)).toContain('Not yours');
  });

  it('refuses anonymous (401), another agent (403) and other roles (403)', async () => {
    const agent = await createMember(t.app, 'Agent');
    const { id } = (await agent.client.post('/api/opportunities', { description: 'Mine' })).json();
    const anonymous = new TestClient(t.app);
    expect((await anonymous.post('/api/opportunities', { description: 'x' })).statusCode).toBe(401);
    expect((await anonymous.get('/api/opportunities')).statusCode).toBe(401);
    const other = await createMember(t.app, 'Agent');
    expect((await other.client.put(`/api/opportunities/${id}`, { status: 'Closed' })).statusCode).toBe(403);
    expect((await other.client.delete(`/api/opportunities/${id}`)).statusCode).toBe(403);
    const player = await createMember(t.app, 'Player');
    expect((await player.client.post('/api/opportunities', { description: 'x' })).statusCode).toBe(403);
    expect((await player.client.get('/api/opportunities')).statusCode).toBe(403);
    expect((await player.client.put(`/api/opportunities/${id}`, { status: 'Closed' })).statusCode).toBe(403);
    // A scout posts too (decision 020), but another member's post stays theirs.
    const scout = await createMember(t.app, 'Scout');
    expect((await scout.client.put(`/api/opportunities/${id}`, { status: 'Closed' })).statusCode).toBe(403);
    expect((await scout.client.delete(`/api/opportunities/${id}`)).statusCode).toBe(403);
    expect((await agent.client.put('/api/opportunities/999999', { status: 'Closed' })).statusCode).toBe(404);
  });
});

describe('GET /api/opportunities-for-player/:playerId', () => {
  it('offers open posts whose filters match the player, newest first', async () => {
    const agent = await createVerifiedAgent(t.app);
    const player = await createMember(t.app, 'Player', {
      dob: dobYearsAgo(19),
      country: 'Portugal',
      primaryPosition: 'CB',
      secondaryPosition: 'RB',
    });
    const post = async (description: string, filters: Record<string, string> = {}) =>
      (await agent.client.post('/api/opportunities', { description, filters })).json().id as number;
    await post('Anyone');
    await post('Portugal defenders 17-20', { country: 'Portugal', ageRange: '17-20', generalPosition: 'Defenders' });
    await post('Right backs', { specificPosition: 'RB' });
    await post('Spain only', { country: 'Spain' });
    await post('Goalkeepers', { generalPosition: 'Goal Keepers' });
    await post('Veterans', { ageRange: '31-35' });
    const closed = await post('Closed one');
    await agent.client.put(`/api/opportunities/${closed}`, { status: 'Closed' });
    const deleted = await post('Deleted one');
    await agent.client.delete(`/api/opportunities/${deleted}`);

    const offered: Page = (await player.client.get(`/api/opportunities-for-player/${player.id}`)).json();
    const descriptions = offered.opportunities.map((o) => o.description);
    expect(descriptions.filter((d) => !d.startsWith('Post ') && d !== 'Mine' && d !== 'Not yours')).toEqual([
      'Right backs',
      'Portugal defenders 17-20',
      'Anyone',
    ]);
  });

  it('is for the player themself (403 for another player, an agent; 401 anonymous)', async () => {
    const player = await createMember(t.app, 'Player');
    const other = await createMember(t.app, 'Player');
    const agent = await createMember(t.app, 'Agent');
    expect((await other.client.get(`/api/opportunities-for-player/${player.id}`)).statusCode).toBe(403);
    expect((await agent.client.get(`/api/opportunities-for-player/${player.id}`)).statusCode).toBe(403);
    expect((await new TestClient(t.app).get(`/api/opportunities-for-player/${player.id}`)).statusCode).toBe(401);
  });
});

describe('opportunities by scouts and clubs', () => {
  it('lets a scout and a club post, list, edit, close and delete their own posts, with their source', async () => {
    for (const role of ['Scout', 'Club'] as const) {
      const poster = await createMember(t.app, role);
      const posted = await poster.client.post('/api/opportunities', {
        description: `${role} trial for centre backs`,
        filters: { generalPosition: 'Defenders' },
      });
      expect(posted.statusCode).toBe(201);
      const { id } = posted.json();
      expect(posted.json()).toMatchObject({ source: role, status: 'Open', postedBy: { id: poster.id } });
      const own: Page = (await poster.client.get('/api/opportunities')).json();
      expect(own.opportunities.map((o) => o.id)).toEqual([id]);
      expect(
        (await poster.client.put(`/api/opportunities/${id}`, { description: 'Edited', link: null })).json(),
      ).toMatchObject({ description: 'Edited' });
      expect((await poster.client.put(`/api/opportunities/${id}`, { status: 'Closed' })).json().status).toBe('Closed');
      expect((await poster.client.delete(`/api/opportunities/${id}`)).json()).toEqual({
        message: englishOf(MESSAGES.postDeleted),
      });
    }
  });

  it('offers an adult player the posts of scouts and clubs, marked with their source', async () => {
    const club = await createMember(t.app, 'Club');
    const scout = await createMember(t.app, 'Scout');
    const clubPost = (await club.client.post('/api/opportunities', { description: 'Club open trial day' })).json().id;
    await scout.client.post('/api/opportunities', { description: 'Scout looking for strikers' });
    const player = await createMember(t.app, 'Player', { dob: dobYearsAgo(22) });
    const offered: Page = (await player.client.get(`/api/opportunities-for-player/${player.id}`)).json();
    const bySource = Object.fromEntries(offered.opportunities.map((o) => [o.description, o.source]));
    expect(bySource).toMatchObject({ 'Club open trial day': 'Club', 'Scout looking for strikers': 'Scout' });
    // Applying works as for an agent's post.
    const applied = await player.client.request({
      method: 'POST',
      url: '/api/apply',
      ...multipart({ playerId: String(player.id), opportunityId: String(clubPost), introduction: 'I can play' }, {}),
    });
    expect(applied.statusCode).toBe(201);
  });
});
