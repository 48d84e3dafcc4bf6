import { CLUB_NEED_MESSAGES } from '@scouting/contract/club-needs';
import { MESSAGES } from '@scouting/contract/messages';
import { PITCH_MESSAGES } from '@scouting/contract/pitches';
import { englishOf } from '@scouting/contract/sentences';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createAdmin,
  createConsentedMinor,
  createMember,
  createVerifiedAgent,
  createVerifiedClub,
  dobYearsAgo,
  latestMail,
  representPlayer,
  STRONG_PASSWORD,
} from '../../../test/factories.ts';
import { TestClient, useTestApp } from '../../../test/test-app.ts';
import {
  auditLog,
  clubVerificationRequests,
  notifications,
  outboxMails,
  pitches,
  videos,
} from '../../db/schema/index.ts';

// Building the app on a fresh database can take minutes on a busy machine.
const t = useTestApp({}, {}, 300_000);

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const trialAt = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

const NEED = {
  positions: ['CB'],
  ageMin: 15,
  ageMax: 30,
  dealTypes: ['Loan'],
  deadline: inDays(30),
};

type Member = { client: TestClient; id: number };

async function postedNeed(club: Member, body: Record<string, unknown> = NEED): Promise<number> {
  const response = await club.client.post('/api/club-needs', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

/** A verified club with an open requirement, an agent representing an adult player. */
async function scene(clubCountry = 'Spain') {
  const club = await createVerifiedClub(t.app, { clubCountry, clubName: `Club ${clubCountry}` });
  const needId = await postedNeed(club);
  const agent = await createVerifiedAgent(t.app, { fullName: 'Rui Agent' });
  const player = await createMember(t.app, 'Player', { fullName: 'Ana Silva', dob: dobYearsAgo(22) });
  await representPlayer(t.app, agent.id, player.id);
  return { club, needId, agent, player };
}

const pitch = (agent: Member, needId: number, body: Record<string, unknown>) =>
  agent.client.post(`/api/club-needs/${needId}/pitches`, body);

async function bell(memberId: number, type: string) {
  return t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.memberId, memberId), eq(notifications.type, type as 'pitch_received')));
}

describe('POST /api/club-needs/{id}/pitches', () => {
  it('a verified agent pitches a represented player with videos; the club and the player are told', async () => {
    const { club, needId, agent, player } = await scene();
    const [video] = await t.db
      .insert(videos)
      .values({
        playerId: player.id,
        youtubeVideoId: 'pitchVid001',
        title: 'Cup final',
        thumbnailUrl: 'https://i.ytimg.com/x.jpg',
      })
      .returning();
    const response = await pitch(agent, needId, {
      playerId: player.id,
      note: 'Strong in the air.',
      videoIds: [video?.id],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      need: { id: needId, clubId: club.id },
      agent: { id: agent.id, fullName: 'Rui Agent' },
      player: { id: player.id, fullName: 'Ana Silva', age: 22 },
      note: 'Strong in the air.',
      videos: [{ id: video?.id, title: 'Cup final' }],
      minorAbroad: false,
      answer: null,
      unanswered: false,
    });
    expect((await bell(club.id, 'pitch_received'))[0]?.message).toBe(
      'Rui Agent pitched Ana Silva for your requirement (CB).',
    );
    expect(await bell(player.id, 'pitch_made')).toHaveLength(1);
  });

  it('refuses a second pitch of the same player (409), a closed requirement (409), an unknown one (404)', async () => {
    const { club, needId, agent, player } = await scene();
    expect((await pitch(agent, needId, { playerId: player.id, note: 'First.' })).statusCode).toBe(201);
    const again = await pitch(agent, needId, { playerId: player.id, note: 'Again.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(englishOf(PITCH_MESSAGES.alreadyPitched));
    const other = await createMember(t.app, 'Player', { dob: dobYearsAgo(20) });
    await representPlayer(t.app, agent.id, other.id);
    await club.client.post(`/api/club-needs/${needId}/close`, {});
    const closed = await pitch(agent, needId, { playerId: other.id, note: 'Late.' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error).toBe(englishOf(PITCH_MESSAGES.needClosed));
    const missing = await pitch(agent, 999_999, { playerId: other.id, note: 'Nowhere.' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(englishOf(CLUB_NEED_MESSAGES.notFound));
  });

  it('needs an active agreement: another agent is refused with the rule (403)', async () => {
    const { needId, player } = await scene();
    const stranger = await createVerifiedAgent(t.app);
    const refused = await pitch(stranger, needId, { playerId: player.id, note: 'Not mine.' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(englishOf(PITCH_MESSAGES.noAgreement));
  });

  it('refuses unverified agents, other roles (403) and anonymous callers (401); names a bad body (400)', async () => {
    const { needId, agent, player, club } = await scene();
    const unverified = await createMember(t.app, 'Agent');
    await representPlayer(t.app, unverified.id, player.id);
    const notVerified = await pitch(unverified, needId, { playerId: player.id, note: 'Hi.' });
    expect(notVerified.statusCode).toBe(403);
    expect(notVerified.json().error).toBe(englishOf(PITCH_MESSAGES.onlyVerifiedAgentsPitch));
    for (const member of [player, club, await createMember(t.app, 'Scout'), await createAdmin(t.app)]) {
      const wrong = await pitch(member, needId, { playerId: player.id, note: 'Hi.' });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().error).toBe(englishOf(PITCH_MESSAGES.onlyVerifiedAgentsPitch));
    }
    const anonymous = await new TestClient(t.app).post(`/api/club-needs/${needId}/pitches`, {
      playerId: player.id,
      note: 'Hi.',
    });
    expect(anonymous.statusCode).toBe(401);
    const noNote = await pitch(agent, needId, { playerId: player.id, note: ' ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().fields.note).toBe(englishOf(PITCH_MESSAGES.enterNote));
    const someoneElses = await createMember(t.app, 'Player');
    const [video] = await t.db
      .insert(videos)
      .values({
        playerId: someoneElses.id,
        youtubeVideoId: 'pitchVid002',
        title: 'Not hers',
        thumbnailUrl: 'https://i.ytimg.com/y.jpg',
      })
      .returning();
    const wrongVideo = await pitch(agent, needId, { playerId: player.id, note: 'Hi.', videoIds: [video?.id] });
    expect(wrongVideo.statusCode).toBe(400);
    expect(wrongVideo.json().fields.videoIds).toBe(englishOf(PITCH_MESSAGES.videoNotOfPlayer));
  });
});

describe('reading pitches (confidential)', () => {
  it('the club reads all on its requirement, an agent its own, others 404; GET /api/pitches is the caller’s', async () => {
    const { club, needId, agent, player } = await scene();
    const made = (await pitch(agent, needId, { playerId: player.id, note: 'Read me.' })).json();
    const ids = (body: { pitches: { id: number }[] }) => body.pitches.map((p) => p.id);

    expect(ids((await club.client.get(`/api/club-needs/${needId}/pitches`)).json())).toEqual([made.id]);
    expect(ids((await agent.client.get(`/api/club-needs/${needId}/pitches`)).json())).toEqual([made.id]);
    const admin = await createAdmin(t.app);
    expect(ids((await admin.client.get(`/api/club-needs/${needId}/pitches`)).json())).toEqual([made.id]);
    const otherAgent = await createVerifiedAgent(t.app);
    expect(ids((await otherAgent.client.get(`/api/club-needs/${needId}/pitches`)).json())).toEqual([]);
    const otherClub = await createVerifiedClub(t.app);
    for (const member of [otherClub, player, await createMember(t.app, 'Agent')]) {
      const hidden = await member.client.get(`/api/club-needs/${needId}/pitches`);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().error).toBe(englishOf(CLUB_NEED_MESSAGES.notFound));
    }
    expect((await new TestClient(t.app).get(`/api/club-needs/${needId}/pitches`)).statusCode).toBe(401);

    for (const member of [club, agent, player]) {
      expect(ids((await member.client.get('/api/pitches')).json())).toEqual([made.id]);
      expect((await member.client.get(`/api/pitches/${made.id}`)).statusCode).toBe(200);
    }
    expect(ids((await otherClub.client.get('/api/pitches')).json())).toEqual([]);
    expect((await otherClub.client.get(`/api/pitches/${made.id}`)).statusCode).toBe(404);
    const scout = await createMember(t.app, 'Scout');
    const refused = await scout.client.get('/api/pitches');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(englishOf(PITCH_MESSAGES.listWhoMay));
    expect((await new TestClient(t.app).get('/api/pitches')).statusCode).toBe(401);
  });

  it("says whether the pitch's club is verified now, in the list and the single read", async () => {
    const { club, needId, agent, player } = await scene();
    const made = (await pitch(agent, needId, { playerId: player.id, note: 'Badge.' })).json();
    expect(made.need.clubVerified).toBe(true);
    expect((await player.client.get('/api/pitches')).json().pitches[0].need.clubVerified).toBe(true);
    await t.db
      .update(clubVerificationRequests)
      .set({ status: 'revoked' })
      .where(eq(clubVerificationRequests.clubId, club.id));
    expect((await player.client.get('/api/pitches')).json().pitches[0].need.clubVerified).toBe(false);
    expect((await agent.client.get(`/api/pitches/${made.id}`)).json().need.clubVerified).toBe(false);
  });

  it('marks a pitch unanswered after 14 days', async () => {
    const { needId, agent, player } = await scene();
    const made = (await pitch(agent, needId, { playerId: player.id, note: 'Old.' })).json();
    await t.db
      .update(pitches)
      .set({ createdAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(pitches.id, made.id));
    expect((await agent.client.get(`/api/pitches/${made.id}`)).json().unanswered).toBe(true);
  });
});

describe('POST /api/pitches/{id}/answer', () => {
  it('the club answers Interested, then Not a fit with a reason; the agent and the player are told; a third answer is 409', async () => {
    const { club, needId, agent, player } = await scene();
    const made = (await pitch(agent, needId, { playerId: player.id, note: 'Answer me.' })).json();
    const interested = await club.client.post(`/api/pitches/${made.id}/answer`, { answer: 'Interested' });
    expect(interested.statusCode, interested.body).toBe(200);
    expect(interested.json()).toMatchObject({ answer: 'Interested', reason: null });
    expect((await bell(agent.id, 'pitch_answered'))[0]?.message).toBe(
      'Club Spain answered your pitch of Ana Silva: Interested.',
    );
    expect((await bell(player.id, 'pitch_answered'))[0]?.message).toBe(
      "Club Spain answered Rui Agent's pitch of you: Interested.",
    );
    const noReason = await club.client.post(`/api/pitches/${made.id}/answer`, { answer: 'Not a fit' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields.reason).toBe(englishOf(PITCH_MESSAGES.chooseReason));
    const notAFit = await club.client.post(`/api/pitches/${made.id}/answer`, { answer: 'Not a fit', reason: 'budget' });
    expect(notAFit.json()).toMatchObject({ answer: 'Not a fit', reason: 'budget' });
    const again = await club.client.post(`/api/pitches/${made.id}/answer`, { answer: 'Interested' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(englishOf(PITCH_MESSAGES.alreadyAnswered));
  });

  it('only the club that posted the requirement answers: parties 403, others 404, anonymous 401', async () => {
    const { needId, agent, player } = await scene();
    const made = (await pitch(agent, needId, { playerId: player.id, note: 'Mine to answer?' })).json();
    for (const member of [agent, player, await createAdmin(t.app)]) {
      const refused = await member.client.post(`/api/pitches/${made.id}/answer`, { answer: 'Interested' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe(englishOf(PITCH_MESSAGES.onlyClubAnswers));
    }
    const otherClub = await createVerifiedClub(t.app);
    expect((await otherClub.client.post(`/api/pitches/${made.id}/answer`, { answer: 'Interested' })).statusCode).toBe(
      404,
    );
    const anonymous = await new TestClient(t.app).post(`/api/pitches/${made.id}/answer`, { answer: 'Interested' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toBe(englishOf(MESSAGES.unauthenticated));
  });

  it('invites an adult to a trial with a date and place; the trial is a calendar file for the parties', async () => {
    const { club, needId, agent, player } = await scene();
    const made = (await pitch(agent, needId, { playerId: player.id, note: 'Trial?' })).json();
    const noTrial = await club.client.post(`/api/pitches/${made.id}/answer`, { answer: 'Invite to trial' });
    expect(noTrial.statusCode).toBe(400);
    expect(noTrial.json().fields.trial).toBe(englishOf(PITCH_MESSAGES.trialRequired));
    const notAbroad = await club.client.post(`/api/pitches/${made.id}/answer`, {
      answer: 'Invite to trial',
      trial: { startsAt: trialAt(), venue: 'Pitch 2' },
      minorException: 'family-move',
    });
    expect(notAbroad.statusCode).toBe(400);
    expect(notAbroad.json().error).toBe(englishOf(PITCH_MESSAGES.minorExceptionNotNeeded));
    const invited = await club.client.post(`/api/pitches/${made.id}/answer`, {
      answer: 'Invite to trial',
      trial: { startsAt: trialAt(), venue: 'Pitch 2', details: 'Bring boots.' },
    });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json().trial).toMatchObject({ venue: 'Pitch 2', details: 'Bring boots.' });
    const calendar = await player.client.get(`/api/pitches/${made.id}/trial.ics`);
    expect(calendar.statusCode).toBe(200);
    expect(calendar.body).toContain('LOCATION:Pitch 2');
  });
});

describe('a minor pitched to a club abroad (FIFA RSTP Article 19)', () => {
  it('carries the rule, mails the parent each pitch and the trial, and needs the exception before a trial', async () => {
    const club = await createVerifiedClub(t.app, { clubCountry: 'Portugal', clubName: 'Porto Norte' });
    const needId = await postedNeed(club);
    const agent = await createVerifiedAgent(t.app, { fullName: 'Rui Agent' });
    const minor = await createConsentedMinor(t.app, { fullName: 'Leo Young', country: 'Spain' });
    await representPlayer(t.app, agent.id, minor.id);

    const response = await pitch(agent, needId, { playerId: minor.id, note: 'A quick full-back.' });
    expect(response.statusCode, response.body).toBe(201);
    const made = response.json();
    expect(made.minorAbroad).toBe(true);
    const pitchMail = await latestMail(t.app, minor.parentEmail);
    expect(pitchMail.subject).toBe('Leo Young was pitched to a club on Scouting Network');
    expect(pitchMail.text).toContain('Article 19');

    const without = await club.client.post(`/api/pitches/${made.id}/answer`, {
      answer: 'Invite to trial',
      trial: { startsAt: trialAt(), venue: 'Academy ground' },
    });
    expect(without.statusCode).toBe(400);
    expect(without.json().error).toBe(englishOf(PITCH_MESSAGES.chooseMinorException));
    const invited = await club.client.post(`/api/pitches/${made.id}/answer`, {
      answer: 'Invite to trial',
      trial: { startsAt: trialAt(), venue: 'Academy ground' },
      minorException: 'eu-eea-16-18',
    });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json()).toMatchObject({ answer: 'Invite to trial', minorException: 'eu-eea-16-18' });
    const trialMail = await latestMail(t.app, minor.parentEmail);
    expect(trialMail.subject).toBe('Porto Norte invites Leo Young to a trial on Scouting Network');
    expect(trialMail.text).toContain('Where: Academy ground');
    const [row] = await t.db.select().from(outboxMails).where(eq(outboxMails.id, trialMail.id));
    expect(JSON.stringify(row)).toContain('trial.ics');
  });

  it('refuses contact details in a note about a minor (400)', async () => {
    const club = await createVerifiedClub(t.app);
    const needId = await postedNeed(club);
    const agent = await createVerifiedAgent(t.app);
    const minor = await createConsentedMinor(t.app);
    await representPlayer(t.app, agent.id, minor.id);
    const refused = await pitch(agent, needId, { playerId: minor.id, note: 'Write to me at rui@example.com' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(englishOf(MESSAGES.contactDetailsInTextForMinors));
  });
});

describe("a club's answering habits on its profile", () => {
  it('shows nothing below five pitches, then the share answered and the usual days', async () => {
    const club = await createVerifiedClub(t.app);
    const needId = await postedNeed(club);
    const agent = await createVerifiedAgent(t.app);
    const made: number[] = [];
    for (let i = 0; i < 5; i++) {
      const player = await createMember(t.app, 'Player', { dob: dobYearsAgo(20) });
      await representPlayer(t.app, agent.id, player.id);
      made.push((await pitch(agent, needId, { playerId: player.id, note: `Player ${i}` })).json().id);
      if (i === 3) {
        expect((await agent.client.get(`/api/club-details/${club.id}`)).json().pitchAnswers).toBeNull();
      }
    }
    for (const id of made.slice(0, 4)) {
      await club.client.post(`/api/pitches/${id}/answer`, { answer: 'Interested' });
      await t.db
        .update(pitches)
        .set({ answeredAt: new Date(Date.now() + 3.5 * 86_400_000) })
        .where(eq(pitches.id, id));
    }
    const profile = (await agent.client.get(`/api/club-details/${club.id}`)).json();
    expect(profile.pitchAnswers).toEqual({ pitches: 5, answeredPercent: 80, usualDays: 4 });
  });
});

describe('account export and deletion', () => {
  it('each party finds the pitch whole in its export; deleting the player removes it', async () => {
    const { club, needId, agent, player } = await scene();
    const made = (await pitch(agent, needId, { playerId: player.id, note: 'Export me.' })).json();
    const exported = async (member: Member) => (await member.client.get('/api/account/export')).json().pitches;
    expect((await exported(agent)).sent).toEqual([expect.objectContaining({ id: made.id, note: 'Export me.' })]);
    expect((await exported(club)).received).toEqual([expect.objectContaining({ id: made.id })]);
    expect((await exported(player)).aboutMe).toEqual([expect.objectContaining({ id: made.id })]);
    const deleted = await player.client.post('/api/account/delete', { password: STRONG_PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await club.client.get(`/api/club-needs/${needId}/pitches`)).json().pitches).toEqual([]);
  });
});

const REPORT = {
  watchedOn: '2026-03-01',
  watchedVia: 'Live',
  competition: 'Segunda RFEF',
  minutesWatched: 90,
  ratings: { technical: { passing: 4 }, tactical: { positioning: 3 }, physical: { pace: 5 }, mental: {} },
  potential: 4,
  verdict: 'Sign',
  strengths: 'Wins every header',
  summary: 'Ready for a higher level',
  feedbackForPlayer: 'Keep working on your left foot.',
};

async function reportOn(author: Member, playerId: number): Promise<number> {
  const response = await author.client.post('/api/scout-reports', { ...REPORT, playerId });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

describe('a scouting report with a pitch', () => {
  it("carries the agent's own report on the player; the club reads it through the pitch, without the player's feedback", async () => {
    const { club, needId, agent, player } = await scene();
    const reportId = await reportOn(agent, player.id);
    const response = await pitch(agent, needId, { playerId: player.id, note: 'Read my report.', reportId });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().reportId).toBe(reportId);
    const read = await club.client.get(`/api/pitches/${response.json().id}/report`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({
      id: reportId,
      author: { id: agent.id, fullName: 'Rui Agent' },
      player: { id: player.id },
      verdict: 'Sign',
      summary: 'Ready for a higher level',
      feedbackForPlayer: null,
    });
    // The report stays its author's: the pitch opens it to the club through the pitch only.
    expect((await club.client.get(`/api/scout-reports/${reportId}`)).statusCode).toBe(404);
    const byAgent = await agent.client.get(`/api/pitches/${response.json().id}/report`);
    expect(byAgent.json().feedbackForPlayer).toBe('Keep working on your left foot.');
  });

  it("refuses another author's report, a report on another player and a missing report (400, one sentence)", async () => {
    const { needId, agent, player } = await scene();
    const scout = await createMember(t.app, 'Scout');
    const someoneElses = await reportOn(scout, player.id);
    const other = await createMember(t.app, 'Player', { dob: dobYearsAgo(21) });
    const otherPlayers = await reportOn(agent, other.id);
    for (const reportId of [someoneElses, otherPlayers, 999_999]) {
      const refused = await pitch(agent, needId, { playerId: player.id, note: 'With a report.', reportId });
      expect(refused.statusCode, `report ${reportId}`).toBe(400);
      expect(refused.json().error).toBe(englishOf(PITCH_MESSAGES.reportNotOfPlayer));
      expect(refused.json().fields.reportId).toBe(englishOf(PITCH_MESSAGES.reportNotOfPlayer));
    }
    expect(await t.db.select().from(pitches).where(eq(pitches.playerId, player.id))).toEqual([]);
  });

  it('opens the report to the club, its author and admins only: the player 403, others 404, anonymous 401', async () => {
    const { club, needId, agent, player } = await scene();
    const reportId = await reportOn(agent, player.id);
    const made = (await pitch(agent, needId, { playerId: player.id, note: 'Report.', reportId })).json();
    const path = `/api/pitches/${made.id}/report`;
    expect((await (await createAdmin(t.app)).client.get(path)).statusCode).toBe(200);
    const byPlayer = await player.client.get(path);
    expect(byPlayer.statusCode).toBe(403);
    expect(byPlayer.json().error).toBe(englishOf(PITCH_MESSAGES.reportForClub));
    for (const stranger of [await createVerifiedClub(t.app), await createVerifiedAgent(t.app)]) {
      const refused = await stranger.client.get(path);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error).toBe(englishOf(PITCH_MESSAGES.pitchNotFound));
    }
    expect((await new TestClient(t.app).get(path)).statusCode).toBe(401);
    const without = (await pitch(agent, needId, { playerId: (await represented(agent)).id, note: 'None.' })).json();
    const none = await club.client.get(`/api/pitches/${without.id}/report`);
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toBe(englishOf(PITCH_MESSAGES.noReport));
    await agent.client.delete(`/api/scout-reports/${reportId}`);
    expect((await club.client.get(path)).statusCode).toBe(404);
  });
});

/** Another adult player the agent represents. */
async function represented(agent: Member) {
  const player = await createMember(t.app, 'Player', { dob: dobYearsAgo(24) });
  await representPlayer(t.app, agent.id, player.id);
  return player;
}

async function invitedToTrial(club: Member, pitchId: number, minorException?: string) {
  const invited = await club.client.post(`/api/pitches/${pitchId}/answer`, {
    answer: 'Invite to trial',
    trial: { startsAt: trialAt(), venue: 'Pitch 2' },
    ...(minorException ? { minorException } : {}),
  });
  expect(invited.statusCode, invited.body).toBe(200);
  expect(invited.json().trial).toMatchObject({ answer: 'pending', answeredAt: null });
}

describe('POST /api/pitches/{id}/trial-invitation/answer', () => {
  it('the player accepts the trial; the club and the agent are told (by mail as they choose); again is 409', async () => {
    const { club, needId, agent, player } = await scene();
    // As an application's trial answer, it is an 'applications' notification: mailed when so chosen.
    const saved = await club.client.put('/api/notification-preferences', {
      messages: 'bell',
      applications: 'email',
      opportunities: 'bell',
      alerts: 'bell',
      chime: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const made = (await pitch(agent, needId, { playerId: player.id, note: 'Trial me.' })).json();
    const path = `/api/pitches/${made.id}/trial-invitation/answer`;
    const early = await player.client.post(path, { answer: 'accept' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(englishOf(PITCH_MESSAGES.noTrialPending));
    await invitedToTrial(club, made.id);
    const accepted = await player.client.post(path, { answer: 'accept' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().trial).toMatchObject({ answer: 'accepted', answeredAt: expect.any(String) });
    const [toClub] = await bell(club.id, 'trial_answered');
    expect(toClub).toMatchObject({ noticeKey: 'pitchTrialAnsweredClub', link: `/club-needs/${needId}/pitches` });
    expect(toClub?.message).toBe('Ana Silva accepted your trial invitation (pitched by Rui Agent).');
    const mail = await latestMail(t.app, club.email);
    expect(mail.text).toContain('Ana Silva accepted your trial invitation (pitched by Rui Agent).');
    expect((await bell(agent.id, 'trial_answered'))[0]?.message).toBe(
      'Ana Silva accepted the trial invitation from Club Spain.',
    );
    const seen = (await club.client.get(`/api/pitches/${made.id}`)).json();
    expect(seen.trial.answer).toBe('accepted');
    const again = await player.client.post(path, { answer: 'decline' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(englishOf(PITCH_MESSAGES.noTrialPending));
  });

  it('the player declines; the club, the agent, an admin 403; another player 404; anonymous 401; a bad answer 400', async () => {
    const { club, needId, agent, player } = await scene();
    const made = (await pitch(agent, needId, { playerId: player.id, note: 'Trial?' })).json();
    await invitedToTrial(club, made.id);
    const path = `/api/pitches/${made.id}/trial-invitation/answer`;
    for (const member of [club, agent, await createAdmin(t.app)]) {
      const refused = await member.client.post(path, { answer: 'accept' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe(englishOf(PITCH_MESSAGES.onlyPlayerAnswersTrial));
    }
    const stranger = await createMember(t.app, 'Player');
    const hidden = await stranger.client.post(path, { answer: 'accept' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error).toBe(englishOf(PITCH_MESSAGES.pitchNotFound));
    expect(
      (await player.client.post('/api/pitches/999999/trial-invitation/answer', { answer: 'accept' })).statusCode,
    ).toBe(404);
    expect((await new TestClient(t.app).post(path, { answer: 'accept' })).statusCode).toBe(401);
    expect((await player.client.post(path, { answer: 'maybe' })).statusCode).toBe(400);
    const declined = await player.client.post(path, { answer: 'decline' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().trial.answer).toBe('declined');
    expect((await bell(club.id, 'trial_answered'))[0]?.message).toBe(
      'Ana Silva declined your trial invitation (pitched by Rui Agent).',
    );
  });

  it('a minor answers as an adult does; a linked guardian declines for them, the parties told, on the audit log', async () => {
    const club = await createVerifiedClub(t.app, { clubCountry: 'Spain', clubName: 'Club Spain' });
    const needId = await postedNeed(club);
    const agent = await createVerifiedAgent(t.app, { fullName: 'Rui Agent' });
    const minor = await createConsentedMinor(t.app, { fullName: 'Leo Young', country: 'Spain' });
    await representPlayer(t.app, agent.id, minor.id);
    const parent = await createMember(t.app, 'Parent');
    const admin = await createAdmin(t.app);
    const linked = await admin.client.post('/api/admin/guardian-links', { parentId: parent.id, childId: minor.id });
    expect(linked.statusCode, linked.body).toBe(201);

    const first = (await pitch(agent, needId, { playerId: minor.id, note: 'A quick full-back.' })).json();
    await invitedToTrial(club, first.id);
    const accepted = await minor.client.post(`/api/pitches/${first.id}/trial-invitation/answer`, { answer: 'accept' });
    expect(accepted.statusCode, accepted.body).toBe(200);

    const need2 = await postedNeed(club, { ...NEED, positions: ['LB'] });
    const second = (await pitch(agent, need2, { playerId: minor.id, note: 'Also a left-back.' })).json();
    const path = `/api/guardian/children/${minor.id}/pitch-trials/${second.id}/decline`;
    const early = await parent.client.post(path);
    expect(early.statusCode).toBe(409);
    await invitedToTrial(club, second.id);
    const cards = (await parent.client.get('/api/guardian/children')).json().children;
    expect(cards[0].waiting.trialInvitations).toBe(1);
    const activity = (await parent.client.get(`/api/guardian/children/${minor.id}`)).json();
    expect(activity.pitches.find((row: { id: number }) => row.id === second.id).trial.answer).toBe('pending');
    expect((await minor.client.post(path)).statusCode).toBe(403);
    expect((await agent.client.post(path)).statusCode).toBe(403);
    expect((await new TestClient(t.app).post(path)).statusCode).toBe(401);
    expect((await (await createMember(t.app, 'Parent')).client.post(path)).statusCode).toBe(404);
    const stranger = await scene();
    const theirs = (
      await pitch(stranger.agent, stranger.needId, { playerId: stranger.player.id, note: 'Not the child.' })
    ).json();
    const notTheirs = await parent.client.post(`/api/guardian/children/${minor.id}/pitch-trials/${theirs.id}/decline`);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().error).toBe(englishOf(PITCH_MESSAGES.guardianTrialNotFound));

    const declined = await parent.client.post(path);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toEqual({ message: englishOf(PITCH_MESSAGES.guardianTrialDeclined) });
    const [row] = await t.db.select().from(pitches).where(eq(pitches.id, second.id));
    expect(row?.trialAnswer).toBe('declined');
    const told = await bell(club.id, 'trial_answered');
    expect(told.map((line) => line.message)).toContain(
      'Leo Young declined your trial invitation (pitched by Rui Agent).',
    );
    const [entry] = await t.db
      .select({ actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'trial.declined_by_guardian'), eq(auditLog.targetId, second.id)));
    expect(entry?.actorId).toBe(parent.id);
    expect((await parent.client.post(path)).statusCode).toBe(409);
  });
});
