import type { TApplication } from '@scouting/contract/schemas/applications';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createConsentedMinor, createMember, createVerifiedAgent } from '../../../test/factories.ts';
import { multipart, pdf } from '../../../test/sample-files.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { forgetMember } from '../../auth/caller-cache.ts';
import { applications, members, players } from '../../db/schema/index.ts';

const t = useTestApp();

type Member = Awaited<ReturnType<typeof createMember>>;

async function applyWithCv(poster: Member, player: Member) {
  const opportunityId = (await poster.client.post('/api/opportunities', { description: 'Keeper wanted' })).json().id;
  const response = await player.client.request({
    method: 'POST',
    url: '/api/apply',
    ...multipart(
      { playerId: String(player.id), opportunityId: String(opportunityId), introduction: 'Hello' },
      { cv: { filename: 'cv.pdf', data: pdf(), type: 'application/pdf' } },
    ),
  });
  expect(response.statusCode, response.body).toBe(201);
  const id: number = response.json().applicationId;
  const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
  await poster.client.post('/api/star-application', { agentId: poster.id, applicationId: id });
  return { id, cvUrl: `/api/files/${row?.cvFileId}` };
}

/** What the poster can still reach of one application: list, stars, detail, CV and a move. */
async function reach(poster: Member, application: { id: number; cvUrl: string }) {
  const ids = (path: string) =>
    poster.client.get(path).then((r) => (r.json().applications as TApplication[]).map((a) => a.id));
  return {
    listed: (await ids('/api/applications')).includes(application.id),
    starred: (await ids(`/api/starred-applications/${poster.id}`)).includes(application.id),
    detail: (await poster.client.get(`/api/applications/${application.id}`)).statusCode,
    cv: (await poster.client.get(application.cvUrl)).statusCode,
    move: (await poster.client.put(`/api/applications/${application.id}/status`, { status: 'Shortlisted' })).statusCode,
  };
}

const GONE = { listed: false, starred: false, detail: 404, cv: 404, move: 404 };

describe('applicants the poster may no longer see', () => {
  it('a member suspended or hidden after applying drops out with their name and CV', async () => {
    for (const column of ['suspendedAt', 'profileHiddenAt'] as const) {
      const club = await createMember(t.app, 'Club');
      const player = await createMember(t.app, 'Player');
      const application = await applyWithCv(club, player);
      expect((await reach(club, application)).listed).toBe(true);
      await t.db
        .update(members)
        .set({ [column]: new Date() })
        .where(eq(members.id, player.id));
      await forgetMember(t.app.keyValueStore, player.id);
      expect(await reach(club, application), column).toEqual(GONE);
    }
  });

  it("a minor whose parent's consent went back to pending drops out of the agent's lists", async () => {
    const agent = await createVerifiedAgent(t.app);
    const minor = await createConsentedMinor(t.app);
    const application = await applyWithCv(agent, minor);
    expect(await reach(agent, { ...application })).toMatchObject({ listed: true, starred: true, cv: 200 });
    await t.db.update(players).set({ parentConsent: 'pending' }).where(eq(players.memberId, minor.id));
    await forgetMember(t.app.keyValueStore, minor.id);
    expect(await reach(agent, application)).toEqual(GONE);
  });
});
