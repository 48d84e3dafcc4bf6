import { CLUB_NEED_MESSAGES } from '@scouting/contract/club-needs';
import { englishOf } from '@scouting/contract/sentences';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createAdmin,
  createMember,
  createVerifiedAgent,
  createVerifiedClub,
  dobYearsAgo,
  STRONG_PASSWORD,
} from '../../../test/factories.ts';
import { TestClient, useTestApp } from '../../../test/test-app.ts';
import { players } from '../../db/schema/index.ts';

// Building the app on a fresh database can take minutes on a busy machine.
const t = useTestApp({}, {}, 300_000);

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const NEED = {
  positions: ['CB'],
  ageMin: 20,
  ageMax: 24,
  foot: 'Left',
  minHeight: 1.85,
  level: 'Segunda División',
  dealTypes: ['Loan'],
  feeBand: 'none',
  salaryBand: '€3k–5k a month',
  deadline: inDays(30),
  notes: 'A left-footed centre-back who plays out from the back.',
};

async function post(client: TestClient, body: Record<string, unknown> = NEED) {
  return client.post('/api/club-needs', body);
}

async function postedNeed(club: { client: TestClient }, body: Record<string, unknown> = NEED) {
  const response = await post(club.client, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** An agent representing a player (an accepted offer makes the agreement active today). */
async function represent(agent: { client: TestClient }, player: { client: TestClient; id: number }) {
  const offer = await agent.client.post('/api/representation-offers', {
    playerId: player.id,
    months: 12,
    exclusive: false,
    feePercent: 3,
    message: 'Let me find you a club.',
  });
  expect(offer.statusCode, offer.body).toBe(201);
  const accepted = await player.client.post(`/api/representation-offers/${offer.json().id}/answer`, {
    answer: 'accept',
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
}

describe('POST /api/club-needs', () => {
  it('a verified club posts a requirement and reads it back', async () => {
    const club = await createVerifiedClub(t.app);
    const need = await postedNeed(club);
    expect(need).toMatchObject({
      ...NEED,
      clubId: club.id,
      clubVerified: true,
      status: 'open',
      isOwn: true,
      matches: [],
    });
    expect((await club.client.get(`/api/club-needs/${need.id}`)).json()).toMatchObject({ id: need.id });
  });

  it('refuses an unverified club and every other role with a sentence saying why (403)', async () => {
    const unverified = await createMember(t.app, 'Club');
    const refused = await post(unverified.client);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(englishOf(CLUB_NEED_MESSAGES.verifyClubFirst));
    for (const member of [
      await createVerifiedAgent(t.app),
      await createMember(t.app, 'Player'),
      await createAdmin(t.app),
    ]) {
      const wrong = await post(member.client);
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().error).toBe(englishOf(CLUB_NEED_MESSAGES.onlyVerifiedClubsPost));
    }
  });

  it('names what is wrong (400): no position, no deal, ages upside down, a past deadline', async () => {
    const club = await createVerifiedClub(t.app);
    const empty = await post(club.client, { ...NEED, positions: [], dealTypes: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({
      positions: englishOf(CLUB_NEED_MESSAGES.positionsRequired),
      dealTypes: englishOf(CLUB_NEED_MESSAGES.dealTypesRequired),
    });
    const ages = await post(club.client, { ...NEED, ageMin: 25, ageMax: 20 });
    expect(ages.json().fields.ageMax).toBe(englishOf(CLUB_NEED_MESSAGES.ageRangeInvalid));
    const past = await post(club.client, { ...NEED, deadline: inDays(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields.deadline).toBe(englishOf(CLUB_NEED_MESSAGES.deadlinePassed));
    expect((await post(club.client, { ...NEED, dealTypes: ['Swap'] })).statusCode).toBe(400);
  });
});

describe('reading requirements (confidential)', () => {
  it('verified agents and admins list the open ones; a club its own; the rest 403 on the list and 404 on one', async () => {
    const club = await createVerifiedClub(t.app);
    const need = await postedNeed(club);
    const other = await createVerifiedClub(t.app);
    const theirs = await postedNeed(other, { ...NEED, positions: ['ST'], dealTypes: ['Permanent'] });

    const agent = await createVerifiedAgent(t.app);
    const listed = (await agent.client.get('/api/club-needs?limit=100')).json();
    expect(listed.needs.map((n: { id: number }) => n.id)).toEqual(expect.arrayContaining([need.id, theirs.id]));
    const admin = await createAdmin(t.app);
    expect((await admin.client.get(`/api/club-needs/${need.id}`)).statusCode).toBe(200);

    const own = (await club.client.get('/api/club-needs?limit=100')).json();
    expect(own.needs.map((n: { id: number }) => n.id)).toEqual([need.id]);
    const hidden = await club.client.get(`/api/club-needs/${theirs.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error).toBe(englishOf(CLUB_NEED_MESSAGES.notFound));

    for (const role of ['Player', 'Scout'] as const) {
      const member = await createMember(t.app, role);
      const list = await member.client.get('/api/club-needs');
      expect(list.statusCode).toBe(403);
      expect(list.json().error).toBe(englishOf(CLUB_NEED_MESSAGES.onlyVerifiedAgentsRead));
      expect((await member.client.get(`/api/club-needs/${need.id}`)).statusCode).toBe(404);
    }
    const unverified = await createMember(t.app, 'Agent');
    expect((await unverified.client.get('/api/club-needs')).statusCode).toBe(403);
    expect((await unverified.client.get(`/api/club-needs/${need.id}`)).statusCode).toBe(404);
    expect((await new TestClient(t.app).get('/api/club-needs')).statusCode).toBe(401);
  });

  it('filters by position and deal type and pages by cursor', async () => {
    const club = await createVerifiedClub(t.app);
    const keeper = await postedNeed(club, { ...NEED, positions: ['GK'], dealTypes: ['Free'] });
    await postedNeed(club, { ...NEED, positions: ['GK'], dealTypes: ['Loan'] });
    const agent = await createVerifiedAgent(t.app);
    const goalkeepers = (await agent.client.get('/api/club-needs?position=GK&dealType=Free')).json();
    expect(goalkeepers.needs.map((n: { id: number }) => n.id)).toEqual([keeper.id]);
    const first = (await agent.client.get('/api/club-needs?position=GK&limit=1')).json();
    expect(first.needs).toHaveLength(1);
    const second = (await agent.client.get(`/api/club-needs?position=GK&limit=1&cursor=${first.nextCursor}`)).json();
    expect(second.needs[0].id).toBe(keeper.id);
    expect((await agent.client.get('/api/club-needs?position=XX')).statusCode).toBe(400);
  });

  it('shows an agent, beside each requirement, the players they represent who fit it', async () => {
    const club = await createVerifiedClub(t.app);
    const need = await postedNeed(club);
    const agent = await createVerifiedAgent(t.app);
    const fits = await createMember(t.app, 'Player', {
      fullName: 'Lefty Tall',
      dob: dobYearsAgo(22),
      primaryPosition: 'CB',
      preferredFoot: 'Left',
      height: 1.9,
    });
    const tooShort = await createMember(t.app, 'Player', {
      dob: dobYearsAgo(22),
      primaryPosition: 'CB',
      preferredFoot: 'Left',
      height: 1.7,
    });
    const notMine = await createMember(t.app, 'Player', {
      dob: dobYearsAgo(22),
      primaryPosition: 'CB',
      preferredFoot: 'Left',
      height: 1.9,
    });
    await represent(agent, fits);
    await represent(agent, tooShort);
    // The requirement asks for a loan: the player must have said one is possible.
    await t.db
      .update(players)
      .set({ availability: 'Loan possible' })
      .where(inArray(players.memberId, [fits.id, tooShort.id]));
    const read = (await agent.client.get(`/api/club-needs/${need.id}`)).json();
    expect(read.matches).toEqual([{ playerId: fits.id, fullName: 'Lefty Tall', position: 'CB', age: 22 }]);
    const listed = (await agent.client.get('/api/club-needs?limit=100')).json();
    const row = listed.needs.find((n: { id: number }) => n.id === need.id);
    expect(row.matches.map((m: { playerId: number }) => m.playerId)).toEqual([fits.id]);
    expect(row.matches.map((m: { playerId: number }) => m.playerId)).not.toContain(notMine.id);
  });

  it('matches only players whose availability fits one of the deals', async () => {
    const club = await createVerifiedClub(t.app);
    const loan = await postedNeed(club, { ...NEED, dealTypes: ['Loan'] });
    const free = await postedNeed(club, { ...NEED, dealTypes: ['Free'], deadline: inDays(60) });
    const permanent = await postedNeed(club, { ...NEED, dealTypes: ['Permanent'] });
    const agent = await createVerifiedAgent(t.app);
    const profile = { dob: dobYearsAgo(22), primaryPosition: 'CB', preferredFoot: 'Left', height: 1.9 };
    const onLoan = await createMember(t.app, 'Player', profile);
    const contracted = await createMember(t.app, 'Player', profile);
    const ending = await createMember(t.app, 'Player', profile);
    for (const player of [onLoan, contracted, ending]) await represent(agent, player);
    await t.db.update(players).set({ availability: 'Loan possible' }).where(eq(players.memberId, onLoan.id));
    await t.db
      .update(players)
      .set({ availability: 'Under contract', contractUntil: '2099-06-01' })
      .where(eq(players.memberId, contracted.id));
    // The contract's last month is this one: it has ended by a deadline 60 days away.
    await t.db
      .update(players)
      .set({ availability: 'Under contract', contractUntil: `${inDays(0).slice(0, 7)}-01` })
      .where(eq(players.memberId, ending.id));
    const matched = async (id: number) =>
      (await agent.client.get(`/api/club-needs/${id}`)).json().matches.map((m: { playerId: number }) => m.playerId);
    expect(await matched(loan.id)).toEqual([onLoan.id]);
    expect(await matched(free.id)).toEqual([ending.id]);
    expect(await matched(permanent.id)).toEqual([onLoan.id, contracted.id, ending.id].sort((a, b) => a - b));
  });
});

describe('PUT /api/club-needs/{id} and POST /api/club-needs/{id}/close', () => {
  it('the club changes and closes its requirement; closed ones leave the agents’ list', async () => {
    const club = await createVerifiedClub(t.app);
    const need = await postedNeed(club);
    const changed = await club.client.put(`/api/club-needs/${need.id}`, {
      ...NEED,
      ageMax: 26,
      dealTypes: ['Loan', 'Free'],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ ageMax: 26, dealTypes: ['Loan', 'Free'] });
    const bad = await club.client.put(`/api/club-needs/${need.id}`, { ...NEED, positions: [] });
    expect(bad.statusCode).toBe(400);

    const closed = await club.client.post(`/api/club-needs/${need.id}/close`, {});
    expect(closed.statusCode).toBe(200);
    expect(closed.json().status).toBe('closed');
    const agent = await createVerifiedAgent(t.app);
    const open = (await agent.client.get('/api/club-needs?limit=100')).json();
    expect(open.needs.map((n: { id: number }) => n.id)).not.toContain(need.id);
    const again = await club.client.post(`/api/club-needs/${need.id}/close`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(englishOf(CLUB_NEED_MESSAGES.alreadyClosed));
    const edit = await club.client.put(`/api/club-needs/${need.id}`, NEED);
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error).toBe(englishOf(CLUB_NEED_MESSAGES.closedNoEdit));
  });

  it('another club gets 404, an agent 403; an admin closes with a reason, on record', async () => {
    const club = await createVerifiedClub(t.app);
    const need = await postedNeed(club);
    const other = await createVerifiedClub(t.app);
    expect((await other.client.put(`/api/club-needs/${need.id}`, NEED)).statusCode).toBe(404);
    expect((await other.client.post(`/api/club-needs/${need.id}/close`, {})).statusCode).toBe(404);
    const agent = await createVerifiedAgent(t.app);
    const refused = await agent.client.put(`/api/club-needs/${need.id}`, NEED);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(englishOf(CLUB_NEED_MESSAGES.notYours));
    expect((await agent.client.post(`/api/club-needs/${need.id}/close`, {})).statusCode).toBe(403);

    const admin = await createAdmin(t.app);
    const noReason = await admin.client.post(`/api/club-needs/${need.id}/close`, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toBe(englishOf(CLUB_NEED_MESSAGES.adminCloseNeedsReason));
    const closed = await admin.client.post(`/api/club-needs/${need.id}/close`, { reason: 'Reported as a scam.' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed', closedReason: 'Reported as a scam.' });
    const audit = (await admin.client.get(`/api/admin/audit-log?memberId=${club.id}`)).json();
    expect(audit.entries[0]).toMatchObject({ action: 'club_need.closed', reason: 'Reported as a scam.' });
    const told = (await club.client.get(`/api/notifications/${club.id}`)).json();
    expect(JSON.stringify(told)).toContain('An admin closed your requirement (CB). Reason: Reported as a scam.');
  });

  it('a club whose verification was revoked may close but no longer change its requirement', async () => {
    const club = await createVerifiedClub(t.app);
    const need = await postedNeed(club);
    const admin = await createAdmin(t.app);
    await admin.client.post(`/api/admin/club-verifications/${club.id}/revoke`, { reason: 'Lapsed.' });
    const edit = await club.client.put(`/api/club-needs/${need.id}`, NEED);
    expect(edit.statusCode).toBe(403);
    expect(edit.json().error).toBe(englishOf(CLUB_NEED_MESSAGES.verifyClubFirst));
    expect((await club.client.post(`/api/club-needs/${need.id}/close`, {})).statusCode).toBe(200);
  });
});

describe('account export and deletion', () => {
  it('a club finds its verification and requirements in its export, and deleting the account removes them', async () => {
    const club = await createVerifiedClub(t.app);
    const need = await postedNeed(club);
    const exported = (await club.client.get('/api/account/export')).json();
    expect(exported.club.verificationRequests).toEqual([
      expect.objectContaining({ federation: 'Test FA', status: 'verified', documentFileName: 'registration.pdf' }),
    ]);
    expect(exported.club.needs).toEqual([expect.objectContaining({ id: need.id, positions: ['CB'] })]);
    const deleted = await club.client.post('/api/account/delete', { password: STRONG_PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const agent = await createVerifiedAgent(t.app);
    expect((await agent.client.get(`/api/club-needs/${need.id}`)).statusCode).toBe(404);
  });
});
