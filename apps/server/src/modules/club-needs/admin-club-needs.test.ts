import { CLUB_NEED_MESSAGES } from '@scouting/contract/club-needs';
import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createAdmin,
  createMember,
  createVerifiedAgent,
  createVerifiedClub,
  dobYearsAgo,
  representPlayer,
} from '../../../test/factories.ts';
import { TestClient, useTestApp } from '../../../test/test-app.ts';
import { notifications } from '../../db/schema/index.ts';

// Building the app on a fresh database can take minutes on a busy machine.
const t = useTestApp({}, {}, 300_000);

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const NEED = { positions: ['CB'], ageMin: 15, ageMax: 30, dealTypes: ['Loan'], deadline: inDays(30) };

type Member = { client: TestClient; id: number };

async function postedNeed(club: Member): Promise<number> {
  const response = await club.client.post('/api/club-needs', NEED);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

/** A verified club's requirement with two pitches, one answered Interested. */
async function scene() {
  const club = await createVerifiedClub(t.app, { clubName: 'Oversight FC' });
  const needId = await postedNeed(club);
  const agent = await createVerifiedAgent(t.app, { fullName: 'Rui Agent' });
  const pitchIds: number[] = [];
  for (const fullName of ['Ana Silva', 'Bea Costa']) {
    const player = await createMember(t.app, 'Player', { fullName, dob: dobYearsAgo(22) });
    await representPlayer(t.app, agent.id, player.id);
    const made = await agent.client.post(`/api/club-needs/${needId}/pitches`, {
      playerId: player.id,
      note: 'Strong in the air.',
    });
    expect(made.statusCode, made.body).toBe(201);
    pitchIds.push(made.json().id);
  }
  const answered = await club.client.post(`/api/pitches/${pitchIds[0]}/answer`, { answer: 'Interested' });
  expect(answered.statusCode, answered.body).toBe(200);
  return { club, needId, agent, pitchIds };
}

/** The members who are not admins, each refused every admin route (403). */
async function nonAdmins() {
  return [
    await createVerifiedClub(t.app),
    await createVerifiedAgent(t.app),
    await createMember(t.app, 'Player'),
    await createMember(t.app, 'Scout'),
  ];
}

describe('GET /api/admin/club-needs', () => {
  it('lists every requirement with its club, status, deadline and pitches counted by answer', async () => {
    const { club, needId } = await scene();
    const admin = await createAdmin(t.app);
    const response = await admin.client.get(`/api/admin/club-needs?clubId=${club.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().needs).toEqual([
      expect.objectContaining({
        id: needId,
        clubId: club.id,
        clubName: 'Oversight FC',
        status: 'open',
        deadline: NEED.deadline,
        pitchCounts: { total: 2, unanswered: 1, interested: 1, notAFit: 0, inviteToTrial: 0 },
      }),
    ]);
  });

  it('filters by status and club and pages by cursor', async () => {
    const club = await createVerifiedClub(t.app);
    const first = await postedNeed(club);
    const second = await postedNeed(club);
    const admin = await createAdmin(t.app);
    await admin.client.post(`/api/admin/club-needs/${first}/close`, { reason: 'Duplicate.' });
    const ids = async (query: string) =>
      (await admin.client.get(`/api/admin/club-needs?clubId=${club.id}&${query}`))
        .json()
        .needs.map((need: { id: number }) => need.id);
    expect(await ids('status=open')).toEqual([second]);
    expect(await ids('status=closed')).toEqual([first]);
    expect(await ids('limit=10')).toEqual([second, first]);
    const page = (await admin.client.get(`/api/admin/club-needs?clubId=${club.id}&limit=1`)).json();
    expect(page.needs.map((need: { id: number }) => need.id)).toEqual([second]);
    const next = (
      await admin.client.get(`/api/admin/club-needs?clubId=${club.id}&limit=1&cursor=${page.nextCursor}`)
    ).json();
    expect(next.needs.map((need: { id: number }) => need.id)).toEqual([first]);
    expect(next.nextCursor).toBeNull();
  });

  it('refuses a bad filter (400), anonymous callers (401) and every member who is not an admin (403)', async () => {
    const admin = await createAdmin(t.app);
    expect((await admin.client.get('/api/admin/club-needs?status=pending')).statusCode).toBe(400);
    expect((await admin.client.get('/api/admin/club-needs?clubId=abc')).statusCode).toBe(400);
    expect((await new TestClient(t.app).get('/api/admin/club-needs')).statusCode).toBe(401);
    for (const member of await nonAdmins()) {
      const refused = await member.client.get('/api/admin/club-needs');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe(englishOf(MESSAGES.forbidden));
    }
  });
});

describe('GET /api/admin/club-needs/{id}/pitches', () => {
  it("lists the requirement's pitches with agent, player, answer and dates", async () => {
    const { needId, agent, pitchIds } = await scene();
    const admin = await createAdmin(t.app);
    const response = await admin.client.get(`/api/admin/club-needs/${needId}/pitches`);
    expect(response.statusCode, response.body).toBe(200);
    const listed = response.json().pitches;
    expect(listed.map((p: { id: number }) => p.id)).toEqual([...pitchIds].reverse());
    expect(listed[1]).toMatchObject({
      agent: { id: agent.id, fullName: 'Rui Agent' },
      player: { fullName: 'Ana Silva' },
      answer: 'Interested',
      answeredAt: expect.any(String),
      createdAt: expect.any(String),
    });
    expect(listed[0]).toMatchObject({ player: { fullName: 'Bea Costa' }, answer: null, answeredAt: null });
  });

  it('answers 404 for a requirement that does not exist, 400 for a bad id, 401 and 403 for the rest', async () => {
    const { needId } = await scene();
    const admin = await createAdmin(t.app);
    const missing = await admin.client.get('/api/admin/club-needs/999999/pitches');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(englishOf(CLUB_NEED_MESSAGES.notFound));
    expect((await admin.client.get('/api/admin/club-needs/abc/pitches')).statusCode).toBe(400);
    expect((await new TestClient(t.app).get(`/api/admin/club-needs/${needId}/pitches`)).statusCode).toBe(401);
    for (const member of await nonAdmins()) {
      expect((await member.client.get(`/api/admin/club-needs/${needId}/pitches`)).statusCode).toBe(403);
    }
  });
});

describe('POST /api/admin/club-needs/{id}/close', () => {
  it('closes with a reason, tells the club and records it; closing again is a 409 with a sentence', async () => {
    const { club, needId } = await scene();
    const admin = await createAdmin(t.app);
    const closed = await admin.client.post(`/api/admin/club-needs/${needId}/close`, {
      reason: '  Reported as a scam.  ',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({
      id: needId,
      status: 'closed',
      closedReason: 'Reported as a scam.',
      closedAt: expect.any(String),
      pitchCounts: { total: 2 },
    });
    const seen = (await club.client.get(`/api/club-needs/${needId}`)).json();
    expect(seen).toMatchObject({ status: 'closed', closedReason: 'Reported as a scam.' });
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.memberId, club.id), eq(notifications.type, 'club_need_closed')));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      message: 'An admin closed your requirement (CB). Reason: Reported as a scam.',
      link: '/club-needs',
    });
    const audit = (await admin.client.get(`/api/admin/audit-log?memberId=${club.id}`)).json();
    expect(audit.entries[0]).toMatchObject({ action: 'club_need.closed', reason: 'Reported as a scam.' });

    const again = await admin.client.post(`/api/admin/club-needs/${needId}/close`, { reason: 'Twice.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(englishOf(CLUB_NEED_MESSAGES.alreadyClosed));
  });

  it('needs a reason of 1 to 500 characters (400), and a requirement that exists (404)', async () => {
    const club = await createVerifiedClub(t.app);
    const needId = await postedNeed(club);
    const admin = await createAdmin(t.app);
    const close = (body: Record<string, unknown>) => admin.client.post(`/api/admin/club-needs/${needId}/close`, body);
    for (const body of [{}, { reason: '' }, { reason: '   ' }]) {
      const refused = await close(body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields.reason).toBe(englishOf(CLUB_NEED_MESSAGES.adminCloseNeedsReason));
    }
    const long = await close({ reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.reason).toBe(englishOf(CLUB_NEED_MESSAGES.adminCloseReasonTooLong));
    expect((await close({ reason: 'x'.repeat(500) })).statusCode).toBe(200);
    const missing = await admin.client.post('/api/admin/club-needs/999999/close', { reason: 'Gone.' });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses anonymous callers (401) and every member who is not an admin (403), the owning club included', async () => {
    const club = await createVerifiedClub(t.app);
    const needId = await postedNeed(club);
    const body = { reason: 'Not mine to close.' };
    expect((await new TestClient(t.app).post(`/api/admin/club-needs/${needId}/close`, body)).statusCode).toBe(401);
    for (const member of [club, ...(await nonAdmins())]) {
      expect((await member.client.post(`/api/admin/club-needs/${needId}/close`, body)).statusCode).toBe(403);
    }
    expect((await club.client.get(`/api/club-needs/${needId}`)).json().status).toBe('open');
  });
});
