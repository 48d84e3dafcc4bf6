import type { TShortlistList } from '@scouting/contract/schemas/shortlists';
import { postShortlistName } from '@scouting/contract/shortlists';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember } from '../../../test/factories.ts';
import { multipart } from '../../../test/sample-files.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { forgetMember } from '../../auth/caller-cache.ts';
import { members, starredApplications } from '../../db/schema/index.ts';

/** The star on an application is the quick add to the poster's list for the post (decision 070). */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMember>>;
const DESCRIPTION = 'Left back for our U19 side, trial in March';

async function postWithApplicants(poster: Member, count: number) {
  const posted = await poster.client.post('/api/opportunities', { description: DESCRIPTION });
  expect(posted.statusCode).toBe(201);
  const opportunityId: number = posted.json().id;
  const applications: { id: number; playerId: number }[] = [];
  for (let i = 0; i < count; i += 1) {
    const player = await createMember(t.app, 'Player');
    const fields = {
      playerId: String(player.id),
      opportunityId: String(opportunityId),
      introduction: 'Quick and tidy.',
    };
    const applied = await player.client.request({ method: 'POST', url: '/api/apply', ...multipart(fields, {}) });
    expect(applied.statusCode).toBe(201);
    applications.push({ id: applied.json().applicationId, playerId: player.id });
  }
  return { opportunityId, applications };
}

async function listsOf(member: Member) {
  return ((await member.client.get('/api/shortlists')).json() as TShortlistList).shortlists;
}

async function playersOn(member: Member, listId: number): Promise<number[]> {
  const page = (await member.client.get(`/api/shortlists/${listId}/players`)).json();
  return page.entries.map((entry: { player: { id: number } }) => entry.player.id);
}

describe('the star on an application', () => {
  it('puts the applicant on the list for the post, made on first use, and unstarring takes them off', async () => {
    const agent = await createMember(t.app, 'Agent');
    const { opportunityId, applications } = await postWithApplicants(agent, 2);
    const [first, second] = applications;
    if (!first || !second) throw new Error('two applications expected');
    const name = postShortlistName(opportunityId, DESCRIPTION);

    const starred = await agent.client.post('/api/star-application', { agentId: agent.id, applicationId: first.id });
    expect(starred.statusCode).toBe(200);
    const list = starred.json().shortlist;
    expect(starred.json()).toEqual({ applicationId: first.id, starred: true, shortlist: { id: list.id, name } });
    await agent.client.post('/api/star-application', { agentId: agent.id, applicationId: second.id });
    expect((await listsOf(agent)).map((l) => [l.name, l.playerCount])).toEqual([[name, 2]]);
    expect((await playersOn(agent, list.id)).sort()).toEqual([first.playerId, second.playerId].sort());

    const unstarred = await agent.client.delete('/api/unstar-application', {
      agentId: agent.id,
      applicationId: first.id,
    });
    expect(unstarred.json()).toEqual({ applicationId: first.id, starred: false, shortlist: null });
    expect(await playersOn(agent, list.id)).toEqual([second.playerId]);
  });

  it('fills a list the poster already named so rather than a second one, and survives a rename', async () => {
    const club = await createMember(t.app, 'Club');
    const { opportunityId, applications } = await postWithApplicants(club, 2);
    const [first, second] = applications;
    if (!first || !second) throw new Error('two applications expected');
    const name = postShortlistName(opportunityId, DESCRIPTION);
    const own = (await club.client.post('/api/shortlists', { name: name.toUpperCase() })).json();

    const starred = await club.client.post('/api/star-application', { agentId: club.id, applicationId: first.id });
    expect(starred.json().shortlist.id).toBe(own.id);
    expect((await club.client.put(`/api/shortlists/${own.id}`, { name: 'U19 left backs' })).statusCode).toBe(200);
    await club.client.post('/api/star-application', { agentId: club.id, applicationId: second.id });
    expect((await listsOf(club)).map((l) => [l.name, l.playerCount])).toEqual([['U19 left backs', 2]]);
  });

  it('is written by the Shortlisted move too, and by an admin acting for the poster, on the poster’s list', async () => {
    const scout = await createMember(t.app, 'Scout');
    const { applications } = await postWithApplicants(scout, 2);
    const [first, second] = applications;
    if (!first || !second) throw new Error('two applications expected');

    const moved = await scout.client.put(`/api/applications/${first.id}/status`, { status: 'Shortlisted' });
    expect(moved.statusCode).toBe(200);
    const mine = (await scout.client.get('/api/applications')).json().applications;
    expect(mine.find((a: { id: number }) => a.id === first.id)?.starred).toBe(true);

    const admin = await createAdmin(t.app);
    const forPoster = await admin.client.post('/api/star-application', { agentId: scout.id, applicationId: second.id });
    expect(forPoster.statusCode).toBe(200);
    const [list] = await listsOf(scout);
    expect(list?.playerCount).toBe(2);
  });

  it('refuses an applicant the poster may no longer see (404), with neither star nor list entry', async () => {
    const agent = await createMember(t.app, 'Agent');
    const { applications } = await postWithApplicants(agent, 1);
    const [application] = applications;
    if (!application) throw new Error('one application expected');
    await t.db.update(members).set({ profileHiddenAt: new Date() }).where(eq(members.id, application.playerId));
    await forgetMember(t.app.keyValueStore, application.playerId);
    const refused = await agent.client.post('/api/star-application', {
      agentId: agent.id,
      applicationId: application.id,
    });
    expect(refused.statusCode).toBe(404);
    expect(await listsOf(agent)).toEqual([]);
    expect(await t.db.select().from(starredApplications).where(eq(starredApplications.agentId, agent.id))).toEqual([]);
  });

  it('refuses another poster’s application without touching their lists', async () => {
    const agent = await createMember(t.app, 'Agent');
    const other = await createMember(t.app, 'Agent');
    const { applications } = await postWithApplicants(agent, 1);
    const applicationId = applications[0]?.id;
    const refused = await other.client.post('/api/star-application', { agentId: other.id, applicationId });
    expect(refused.statusCode).toBe(403);
    expect(await listsOf(other)).toEqual([]);
    expect(await listsOf(agent)).toEqual([]);
  });
});
