import { MESSAGES } from '@scouting/contract/messages';
import type { TApplicationPage } from '@scouting/contract/schemas/applications';
import { englishOf } from '@scouting/contract/sentences';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createConsentedMinor, createMember, createVerifiedAgent } from '../../../test/factories.ts';
import { multipart, pdf } from '../../../test/sample-files.ts';
import { buildTestApp, type TestApp, TestClient } from '../../../test/test-app.ts';

/**
 * Scouts and clubs handle the applications to their own posts as agents do (decision 020): they
 * list them, star them and read the CVs sent with them; nobody else does, admins aside.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMember>>;

async function post(poster: Member, description: string): Promise<number> {
  const response = await poster.client.post('/api/opportunities', { description });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

function applyWithCv(player: Member, opportunityId: number) {
  return player.client.request({
    method: 'POST',
    url: '/api/apply',
    ...multipart(
      {
        playerId: String(player.id),
        opportunityId: String(opportunityId),
        introduction: 'Box-to-box, two good feet.',
        profileLink: 'https://data.example/kofi',
      },
      { cv: { filename: 'cv.pdf', data: pdf(), type: 'application/pdf' } },
    ),
  });
}

const received = async (member: Member): Promise<TApplicationPage> =>
  (await member.client.get('/api/applications')).json();

/** A post by a member of `role`, and one adult player's application to it with a CV. */
async function postWithApplication(role: 'Scout' | 'Club') {
  const poster = await createMember(t.app, role);
  const opportunityId = await post(poster, `${role} trial day`);
  const player = await createMember(t.app, 'Player', { fullName: 'Kofi Mensah' });
  const applied = await applyWithCv(player, opportunityId);
  expect(applied.statusCode).toBe(201);
  return { poster, player, opportunityId, applicationId: applied.json().applicationId as number };
}

describe.each(['Scout', 'Club'] as const)('a %s handles the applications to their own post', (role) => {
  it('lists the applicant with their introduction, profile link and CV, reads the CV, stars and unstars', async () => {
    const { poster, player, opportunityId, applicationId } = await postWithApplication(role);

    const page = await received(poster);
    expect(page.applications).toHaveLength(1);
    const [application] = page.applications;
    expect(application).toMatchObject({
      id: applicationId,
      playerId: player.id,
      introduction: 'Box-to-box, two good feet.',
      profileLink: 'https://data.example/kofi',
      starred: false,
      opportunity: { id: opportunityId, source: role },
      player: { id: player.id, fullName: 'Kofi Mensah' },
    });
    const cv = await poster.client.get(application?.cvUrl ?? '');
    expect(cv.statusCode).toBe(200);
    expect(cv.headers['content-type']).toBe('application/pdf');

    const star = { agentId: poster.id, applicationId };
    expect((await poster.client.post('/api/star-application', star)).json()).toMatchObject({
      applicationId,
      starred: true,
    });
    expect((await received(poster)).applications[0]?.starred).toBe(true);
    const bookmarks: TApplicationPage = (await poster.client.get(`/api/starred-applications/${poster.id}`)).json();
    expect(bookmarks.applications.map((a) => a.id)).toEqual([applicationId]);

    expect((await poster.client.delete('/api/unstar-application', star)).json()).toEqual({
      applicationId,
      starred: false,
      shortlist: null,
    });
    expect((await received(poster)).applications[0]?.starred).toBe(false);
  });

  it('refuses anyone else: another scout, club or agent (403, CV 404), a player (403), anonymous (401)', async () => {
    const { poster, player, applicationId } = await postWithApplication(role);
    const [application] = (await received(poster)).applications;
    const cvUrl = application?.cvUrl ?? '';
    expect(cvUrl).toMatch(/^\/api\/files\//);

    for (const otherRole of ['Scout', 'Club', 'Agent'] as const) {
      const other = await createMember(t.app, otherRole);
      // Their own list is theirs only; the application to someone else's post is not in it.
      expect((await received(other)).applications).toEqual([]);
      for (const agentId of [poster.id, other.id]) {
        const starred = await other.client.post('/api/star-application', { agentId, applicationId });
        expect(starred.statusCode, `${otherRole} starring as ${agentId}`).toBe(403);
        const unstarred = await other.client.delete('/api/unstar-application', { agentId, applicationId });
        expect(unstarred.statusCode).toBe(403);
      }
      expect((await other.client.get(`/api/starred-applications/${poster.id}`)).statusCode).toBe(403);
      expect((await other.client.get(cvUrl)).statusCode).toBe(404);
    }

    // A player never handles applications, not even the applicant (who may read their own CV).
    expect((await player.client.get('/api/applications')).statusCode).toBe(403);
    expect((await player.client.post('/api/star-application', { agentId: player.id, applicationId })).statusCode).toBe(
      403,
    );
    expect((await player.client.get(`/api/starred-applications/${player.id}`)).statusCode).toBe(403);
    expect((await player.client.get(cvUrl)).statusCode).toBe(200);
    const otherPlayer = await createMember(t.app, 'Player');
    expect((await otherPlayer.client.get(cvUrl)).statusCode).toBe(404);

    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/api/applications')).statusCode).toBe(401);
    expect((await anonymous.post('/api/star-application', { agentId: poster.id, applicationId })).statusCode).toBe(401);
    expect((await anonymous.delete('/api/unstar-application', { agentId: poster.id, applicationId })).statusCode).toBe(
      401,
    );
    expect((await anonymous.get(`/api/starred-applications/${poster.id}`)).statusCode).toBe(401);
    expect((await anonymous.get(cvUrl)).statusCode).toBe(401);

    // Nothing above left a star.
    const bookmarks: TApplicationPage = (await poster.client.get(`/api/starred-applications/${poster.id}`)).json();
    expect(bookmarks.applications).toEqual([]);
  });

  it('lets an admin see the application, read the CV and star it for the poster', async () => {
    const { poster, applicationId } = await postWithApplication(role);
    const admin = await createAdmin(t.app);
    const all: TApplicationPage = (await admin.client.get('/api/applications?limit=100')).json();
    const seen = all.applications.find((a) => a.id === applicationId);
    expect(seen).toBeDefined();
    expect((await admin.client.get(seen?.cvUrl ?? '')).statusCode).toBe(200);
    expect((await admin.client.post('/api/star-application', { agentId: poster.id, applicationId })).statusCode).toBe(
      200,
    );
    const bookmarks: TApplicationPage = (await poster.client.get(`/api/starred-applications/${poster.id}`)).json();
    expect(bookmarks.applications.map((a) => a.id)).toEqual([applicationId]);
  });
});

describe('minors and the posts of scouts and clubs (decision 020)', () => {
  it('refuses a minor’s application to a scout’s or club’s post, even by a direct link (404), but not to a verified agent’s', async () => {
    const minor = await createConsentedMinor(t.app);
    for (const role of ['Scout', 'Club'] as const) {
      const poster = await createMember(t.app, role);
      const refused = await applyWithCv(minor, await post(poster, `${role} open call`));
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error).toBe(englishOf(MESSAGES.opportunityNotFound));
      expect((await received(poster)).applications).toEqual([]);
    }
    const agent = await createVerifiedAgent(t.app);
    expect((await applyWithCv(minor, await post(agent, 'Agent open call'))).statusCode).toBe(201);
  });
});

describe('who keeps stars', () => {
  it('an admin cannot keep stars of their own, and a star for a player is refused (404)', async () => {
    const { applicationId, player } = await postWithApplication('Club');
    const admin = await createAdmin(t.app);
    expect((await admin.client.post('/api/star-application', { agentId: admin.id, applicationId })).statusCode).toBe(
      403,
    );
    expect((await admin.client.post('/api/star-application', { agentId: player.id, applicationId })).statusCode).toBe(
      404,
    );
  });
});
