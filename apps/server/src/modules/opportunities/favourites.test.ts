import { MESSAGES } from '@scouting/contract/messages';
import type { TFavouritePage } from '@scouting/contract/schemas/favourites';
import type { TOpportunityPage } from '@scouting/contract/schemas/opportunities';
import { englishOf } from '@scouting/contract/sentences';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createConsentedMinor, createMember, createVerifiedAgent } from '../../../test/factories.ts';
import { expectSignedOutAndRoleRefused } from '../../../test/guards.ts';
import { type TestClient, useTestApp } from '../../../test/test-app.ts';
import { members, opportunities } from '../../db/schema/index.ts';

const t = useTestApp({}, {}, 120_000);

async function post(agent: { client: TestClient }, description: string, extra: Record<string, unknown> = {}) {
  const response = await agent.client.post('/api/opportunities', { description, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

const favourites = async (client: TestClient, query = '') =>
  (await client.get(`/api/favourite-opportunities${query}`)).json() as TFavouritePage;

describe('player favourites', () => {
  it('saves and unsaves an opportunity, newest saved first, and marks it in the opportunities list', async () => {
    const agent = await createVerifiedAgent(t.app);
    const player = await createMember(t.app, 'Player');
    const first = await post(agent, 'Trial at a second-division club');
    const second = await post(agent, 'Winger wanted');

    expect((await player.client.post(`/api/opportunities/${first}/favourite`)).json()).toEqual({
      opportunityId: first,
      favourite: true,
    });
    // Saving twice is harmless, as starring twice is for an agent.
    expect((await player.client.post(`/api/opportunities/${first}/favourite`)).statusCode).toBe(200);
    await player.client.post(`/api/opportunities/${second}/favourite`);

    const saved = await favourites(player.client);
    expect(saved.favourites.map((f) => f.opportunity.id)).toEqual([second, first]);
    expect(saved.favourites[0]?.opportunity).toMatchObject({ description: 'Winger wanted', favourite: true });

    const list = (await player.client.get(`/api/opportunities-for-player/${player.id}`)).json() as TOpportunityPage;
    expect(list.opportunities.map((o) => [o.id, o.favourite])).toEqual([
      [second, true],
      [first, true],
    ]);

    expect((await player.client.delete(`/api/opportunities/${second}/favourite`)).json()).toEqual({
      opportunityId: second,
      favourite: false,
    });
    expect((await player.client.delete(`/api/opportunities/${second}/favourite`)).statusCode).toBe(200);
    expect((await favourites(player.client)).favourites.map((f) => f.opportunity.id)).toEqual([first]);
    // Another player's saves are their own.
    const other = await createMember(t.app, 'Player');
    expect((await favourites(other.client)).favourites).toEqual([]);
  });

  it('pages by the save, so a post saved again comes first', async () => {
    const agent = await createVerifiedAgent(t.app);
    const player = await createMember(t.app, 'Player');
    const ids = [await post(agent, 'One'), await post(agent, 'Two'), await post(agent, 'Three')];
    for (const id of ids) await player.client.post(`/api/opportunities/${id}/favourite`);
    await player.client.delete(`/api/opportunities/${ids[0]}/favourite`);
    await player.client.post(`/api/opportunities/${ids[0]}/favourite`);
    const page1 = await favourites(player.client, '?limit=2');
    expect(page1.favourites.map((f) => f.opportunity.id)).toEqual([ids[0], ids[2]]);
    const page2 = await favourites(player.client, `?limit=2&cursor=${page1.nextCursor}`);
    expect(page2.favourites.map((f) => f.opportunity.id)).toEqual([ids[1]]);
    expect(page2.nextCursor).toBeNull();
  });

  it('keeps a closed post marked Closed, and drops a deleted, hidden or suspended poster’s post', async () => {
    const agent = await createVerifiedAgent(t.app);
    const suspended = await createVerifiedAgent(t.app);
    const player = await createMember(t.app, 'Player');
    const closed = await post(agent, 'Closed later');
    const deleted = await post(agent, 'Deleted later');
    const hidden = await post(agent, 'Hidden later');
    const bySuspended = await post(suspended, 'Poster suspended later');
    for (const id of [closed, deleted, hidden, bySuspended]) {
      expect((await player.client.post(`/api/opportunities/${id}/favourite`)).statusCode).toBe(200);
    }
    await agent.client.put(`/api/opportunities/${closed}`, { status: 'Closed' });
    await agent.client.delete(`/api/opportunities/${deleted}`);
    await t.db.update(opportunities).set({ hiddenAt: new Date() }).where(eq(opportunities.id, hidden));
    await t.db.update(members).set({ suspendedAt: new Date() }).where(eq(members.id, suspended.id));

    const saved = await favourites(player.client);
    expect(saved.favourites.map((f) => [f.opportunity.id, f.opportunity.status])).toEqual([[closed, 'Closed']]);
    // Only an open post can be saved; what the player cannot see answers like a missing post.
    for (const id of [closed, deleted, hidden, bySuspended, 999_999]) {
      await player.client.delete(`/api/opportunities/${id}/favourite`);
      const refused = await player.client.post(`/api/opportunities/${id}/favourite`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error).toBe(englishOf(MESSAGES.opportunityNotFound));
    }
  });

  it("lets a minor save only posts of verified agents, as in the minor's opportunities list", async () => {
    const minor = await createConsentedMinor(t.app);
    const verified = await createVerifiedAgent(t.app);
    const unverified = await createMember(t.app, 'Agent');
    const fromVerified = await post(verified, 'Academy trial');
    const fromUnverified = await post(unverified, 'Open trial');
    expect((await minor.client.post(`/api/opportunities/${fromVerified}/favourite`)).statusCode).toBe(200);
    expect((await minor.client.post(`/api/opportunities/${fromUnverified}/favourite`)).statusCode).toBe(404);
  });

  it('is for players only', async () => {
    const agent = await createVerifiedAgent(t.app);
    const id = await post(agent, 'For players');
    for (const role of ['Agent', 'Scout', 'Club'] as const) {
      await expectSignedOutAndRoleRefused(t.app, role, (client) => client.post(`/api/opportunities/${id}/favourite`));
    }
    await expectSignedOutAndRoleRefused(t.app, 'Agent', (client) =>
      client.delete(`/api/opportunities/${id}/favourite`),
    );
    await expectSignedOutAndRoleRefused(t.app, 'Scout', (client) => client.get('/api/favourite-opportunities'));
    expect((await agent.client.get('/api/opportunities')).body).not.toContain('favourite');
  });
});
