import { readFileSync } from 'node:fs';
import { APPLICATION_MESSAGES, statusMoveRefusal } from '@scouting/contract/application-status';
import { isolate } from '@scouting/contract/bidi-isolate';
import { MESSAGES } from '@scouting/contract/messages';
import type { TApplication } from '@scouting/contract/schemas/applications';
import { englishOf } from '@scouting/contract/sentences';
import { translateServerMessage } from '@scouting/contract/server-messages';
import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createAdmin,
  createConsentedMinor,
  createMember,
  createVerifiedAgent,
  latestMail,
} from '../../../test/factories.ts';
import { multipart, pdf } from '../../../test/sample-files.ts';
import { TestClient, useTestApp } from '../../../test/test-app.ts';
import {
  applicationStatusHistory,
  applications,
  notifications,
  opportunities,
  outboxMails,
} from '../../db/schema/index.ts';

const t = useTestApp();

type Member = Awaited<ReturnType<typeof createMember>>;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function post(poster: Member, description = 'Goalkeeper wanted for a trial'): Promise<number> {
  const response = await poster.client.post('/api/opportunities', { description });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function apply(player: Member, opportunityId: number, withCv = false): Promise<number> {
  const response = await player.client.request({
    method: 'POST',
    url: '/api/apply',
    ...multipart(
      { playerId: String(player.id), opportunityId: String(opportunityId), introduction: 'I keep clean sheets.' },
      withCv ? { cv: { filename: 'cv.pdf', data: pdf(), type: 'application/pdf' } } : {},
    ),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().applicationId;
}

/** A club's post with one adult player's application to it. */
async function applied(options: { posterRole?: 'Club' | 'Scout' | 'Agent'; withCv?: boolean } = {}) {
  const poster = await createMember(t.app, options.posterRole ?? 'Club', { fullName: 'Norte FC' });
  const player = await createMember(t.app, 'Player', { fullName: 'Ada Keeper' });
  const opportunityId = await post(poster);
  const id = await apply(player, opportunityId, options.withCv);
  return { poster, player, opportunityId, id };
}

const setStatus = (client: TestClient, id: number, body: Record<string, unknown>) =>
  client.put(`/api/applications/${id}/status`, body);

async function noticesOf(memberId: number) {
  return t.db.select().from(notifications).where(eq(notifications.memberId, memberId)).orderBy(desc(notifications.id));
}

describe('PUT /api/applications/{id}/status', () => {
  it('moves the application, writes its history with the message and notifies the player', async () => {
    const { poster, player, id } = await applied();
    const shortlisted = await setStatus(poster.client, id, { status: 'Shortlisted' });
    expect(shortlisted.statusCode, shortlisted.body).toBe(200);
    expect(shortlisted.json()).toMatchObject({ id, status: 'Shortlisted' });

    const declined = await setStatus(poster.client, id, { status: 'Declined', message: 'Thank you, not this time.' });
    expect(declined.statusCode).toBe(200);
    const application: TApplication = declined.json();
    expect(application.history.map((entry) => [entry.status, entry.by?.fullName, entry.message])).toEqual([
      ['Submitted', 'Ada Keeper', null],
      ['Shortlisted', 'Norte FC', null],
      ['Declined', 'Norte FC', 'Thank you, not this time.'],
    ]);

    const [latest, earlier] = await noticesOf(player.id);
    expect(latest).toMatchObject({ type: 'application_status_changed', link: '/my-applications' });
    expect(latest?.message).toContain('Norte FC declined your application');
    expect(earlier?.message).toContain('Norte FC shortlisted you');
  });

  it('lets the poster reopen a declined application, never one the player withdrew (409)', async () => {
    const { poster, player, id } = await applied();
    expect((await setStatus(poster.client, id, { status: 'Declined' })).statusCode).toBe(200);
    expect((await setStatus(poster.client, id, { status: 'Shortlisted' })).statusCode).toBe(200);
    expect((await player.client.post(`/api/applications/${id}/withdraw`)).statusCode).toBe(200);
    const after = await setStatus(poster.client, id, { status: 'Shortlisted' });
    expect(after.statusCode).toBe(409);
    expect(after.json()).toMatchObject({
      code: 'CONFLICT',
      error: englishOf(statusMoveRefusal('Withdrawn', 'Shortlisted')),
    });
  });

  it('refuses a move the contract does not allow with 409 and a sentence', async () => {
    const { poster, id } = await applied();
    expect((await setStatus(poster.client, id, { status: 'Declined' })).statusCode).toBe(200);
    const twice = await setStatus(poster.client, id, { status: 'Declined' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(englishOf(APPLICATION_MESSAGES.statusUnchanged));
    const back = await setStatus(poster.client, id, { status: 'Submitted' });
    expect(back.statusCode).toBe(409);
  });

  it('answers 400 for an unknown status, an invitation without its form, a withdrawal and a long message', async () => {
    const { poster, id } = await applied();
    const unknown = await setStatus(poster.client, id, { status: 'Hired' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('VALIDATION_ERROR');
    const invite = await setStatus(poster.client, id, { status: 'Invited to trial' });
    expect(invite.statusCode).toBe(400);
    expect(invite.json().error).toBe(englishOf(APPLICATION_MESSAGES.inviteThroughForm));
    const withdraw = await setStatus(poster.client, id, { status: 'Withdrawn' });
    expect(withdraw.statusCode).toBe(400);
    expect(withdraw.json().error).toBe(englishOf(APPLICATION_MESSAGES.onlyPlayerWithdraws));
    const long = await setStatus(poster.client, id, { status: 'Declined', message: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toMatchObject({ message: englishOf(APPLICATION_MESSAGES.messageTooLong) });
    // Nothing was lost or changed by the refusals.
    const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.status).toBe('Submitted');
  });

  it('answers 409 on a deleted or closed post, saying which', async () => {
    const deleted = await applied();
    await deleted.poster.client.delete(`/api/opportunities/${deleted.opportunityId}`);
    const onDeleted = await setStatus(deleted.poster.client, deleted.id, { status: 'Shortlisted' });
    expect(onDeleted.statusCode).toBe(409);
    expect(onDeleted.json().error).toBe(englishOf(APPLICATION_MESSAGES.postGone));

    const closed = await applied();
    await closed.poster.client.put(`/api/opportunities/${closed.opportunityId}`, { status: 'Closed' });
    const onClosed = await setStatus(closed.poster.client, closed.id, { status: 'Shortlisted' });
    expect(onClosed.statusCode).toBe(409);
    expect(onClosed.json().error).toBe(englishOf(APPLICATION_MESSAGES.postClosed));
  });

  it('refuses anonymous (401), another poster (403), the player (403) and a missing application (404); an admin may', async () => {
    const { id } = await applied();
    expect((await setStatus(new TestClient(t.app), id, { status: 'Shortlisted' })).statusCode).toBe(401);
    const otherClub = await createMember(t.app, 'Club');
    const other = await setStatus(otherClub.client, id, { status: 'Shortlisted' });
    expect(other.statusCode).toBe(403);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
    const player = await createMember(t.app, 'Player');
    expect((await setStatus(player.client, id, { status: 'Shortlisted' })).statusCode).toBe(403);
    expect((await setStatus(otherClub.client, 999_999, { status: 'Shortlisted' })).statusCode).toBe(404);
    const admin = await createAdmin(t.app);
    const byAdmin = await setStatus(admin.client, id, { status: 'Shortlisted' });
    expect(byAdmin.statusCode).toBe(200);
    // The player reads the poster's name, not the admin's, in the notification.
    const [notice] = await noticesOf(row?.playerId ?? 0);
    expect(notice?.message).toContain('Norte FC shortlisted you');
  });
});

describe('Viewed sets itself', () => {
  it("on the poster's first look at the application, once, and not on an admin's or the player's", async () => {
    const { poster, player, id } = await applied();
    const admin = await createAdmin(t.app);
    expect((await admin.client.get(`/api/applications/${id}`)).json().status).toBe('Submitted');
    expect((await player.client.get(`/api/applications/${id}`)).json().status).toBe('Submitted');
    expect((await poster.client.get(`/api/applications/${id}`)).json().status).toBe('Viewed');
    expect((await poster.client.get(`/api/applications/${id}`)).json().status).toBe('Viewed');
    const entries = await t.db
      .select()
      .from(applicationStatusHistory)
      .where(and(eq(applicationStatusHistory.applicationId, id), eq(applicationStatusHistory.status, 'Viewed')));
    expect(entries).toHaveLength(1);
    const [notice] = await noticesOf(player.id);
    expect(notice?.message).toContain('Norte FC viewed your application');
  });

  it('when the poster opens the CV', async () => {
    const { poster, id } = await applied({ withCv: true });
    const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
    expect((await poster.client.get(`/api/files/${row?.cvFileId}`)).statusCode).toBe(200);
    const [after] = await t.db.select().from(applications).where(eq(applications.id, id));
    expect(after?.status).toBe('Viewed');
  });

  it('GET /api/applications/{id} refuses anonymous (401) and any other member (403)', async () => {
    const { id } = await applied();
    expect((await new TestClient(t.app).get(`/api/applications/${id}`)).statusCode).toBe(401);
    expect((await (await createMember(t.app, 'Club')).client.get(`/api/applications/${id}`)).statusCode).toBe(403);
    expect((await (await createMember(t.app, 'Player')).client.get(`/api/applications/${id}`)).statusCode).toBe(403);
  });
});

describe('POST /api/applications/{id}/withdraw', () => {
  it("is the player's: the poster sees Withdrawn and is notified; twice is a conflict", async () => {
    const { poster, player, id } = await applied();
    const response = await player.client.post(`/api/applications/${id}/withdraw`);
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('Withdrawn');
    const list = (await poster.client.get('/api/applications')).json();
    expect(list.applications[0]).toMatchObject({ id, status: 'Withdrawn' });
    const [notice] = await noticesOf(poster.id);
    expect(notice).toMatchObject({ type: 'application_withdrawn', link: `/applications/${id}` });
    const again = await player.client.post(`/api/applications/${id}/withdraw`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(englishOf(APPLICATION_MESSAGES.alreadyWithdrawn));
  });

  it('refuses anonymous (401), another player (403) and the poster (403, wrong role)', async () => {
    const { poster, id } = await applied();
    expect((await new TestClient(t.app).post(`/api/applications/${id}/withdraw`)).statusCode).toBe(401);
    const other = await createMember(t.app, 'Player');
    expect((await other.client.post(`/api/applications/${id}/withdraw`)).statusCode).toBe(403);
    expect((await poster.client.post(`/api/applications/${id}/withdraw`)).statusCode).toBe(403);
  });
});

describe('trial invitations', () => {
  const trial = () => ({ startsAt: inDays(7), venue: 'Pitch 2, North Park', details: 'Bring boots; 90 minutes.' });

  it('invite, accept, and the calendar file for both sides', async () => {
    const { poster, player, id } = await applied();
    const body = trial();
    const invited = await poster.client.post(`/api/applications/${id}/trial-invitation`, body);
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json()).toMatchObject({
      status: 'Invited to trial',
      trial: { venue: body.venue, details: body.details, answer: 'pending', answeredAt: null },
    });
    expect(Date.parse(invited.json().trial.startsAt)).toBe(Date.parse(body.startsAt));
    const [invitation] = await noticesOf(player.id);
    expect(invitation).toMatchObject({ type: 'trial_invitation', link: '/my-applications' });

    const accepted = await player.client.post(`/api/applications/${id}/trial-invitation/answer`, { answer: 'accept' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().trial).toMatchObject({ answer: 'accepted' });
    const [answer] = await noticesOf(poster.id);
    expect(answer).toMatchObject({ type: 'trial_answered', link: `/applications/${id}` });
    expect(answer?.message).toContain('Ada Keeper accepted your trial invitation');

    const twice = await player.client.post(`/api/applications/${id}/trial-invitation/answer`, { answer: 'decline' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(englishOf(APPLICATION_MESSAGES.trialAlreadyAnswered));

    for (const client of [player.client, poster.client]) {
      const file = await client.get(`/api/applications/${id}/trial.ics`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(file.headers['content-disposition']).toBe('attachment; filename="trial.ics"');
      const lines = file.body.split('\r\n');
      expect(lines).toContain('BEGIN:VEVENT');
      expect(lines).toContain(`DTSTART:${body.startsAt.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
      expect(lines).toContain('LOCATION:Pitch 2\\, North Park');
      expect(lines.some((line) => line.startsWith('SUMMARY:Trial: Goalkeeper wanted'))).toBe(true);
      expect(lines.some((line) => line.startsWith('DESCRIPTION:Bring boots\\; 90 minutes.'))).toBe(true);
    }
  });

  it("keeps the trial's time as a time and its venue in the history, for each reader's language and zone", async () => {
    const { poster, id } = await applied();
    const body = trial();
    await poster.client.post(`/api/applications/${id}/trial-invitation`, body);
    const entry = (await poster.client.get(`/api/applications/${id}`)).json().history.at(-1);
    expect(entry).toMatchObject({ status: 'Invited to trial', message: body.venue });
    expect(Date.parse(entry.trialAt)).toBe(Date.parse(body.startsAt));
  });

  it('moves the English sentence of an entry written before into its time and venue (migration 0037)', async () => {
    const { poster, id } = await applied();
    await poster.client.post(`/api/applications/${id}/trial-invitation`, trial());
    await t.db
      .update(applicationStatusHistory)
      .set({ message: 'Trial on Thu, 10 Dec 2026 10:00:00 UTC at Pitch 2, North Park', trialStartsAt: null })
      .where(
        and(eq(applicationStatusHistory.applicationId, id), eq(applicationStatusHistory.status, 'Invited to trial')),
      );
    const migration = readFileSync(
      new URL('../../db/migrations/0037_trial_time_in_history.sql', import.meta.url),
      'utf8',
    );
    const [carry] = migration.split('--> statement-breakpoint').filter((statement) => statement.includes('UPDATE'));
    await t.db.execute(sql.raw(carry ?? ''));
    const entry = (await poster.client.get(`/api/applications/${id}`)).json().history.at(-1);
    expect(entry).toMatchObject({ message: 'Pitch 2, North Park', trialAt: '2026-12-10T10:00:00.000Z' });
  });

  it('a new invitation reschedules and asks again', async () => {
    const { poster, player, id } = await applied();
    await poster.client.post(`/api/applications/${id}/trial-invitation`, trial());
    await player.client.post(`/api/applications/${id}/trial-invitation/answer`, { answer: 'decline' });
    const again = await poster.client.post(`/api/applications/${id}/trial-invitation`, { ...trial(), venue: 'Main' });
    expect(again.statusCode).toBe(200);
    expect(again.json().trial).toMatchObject({ venue: 'Main', answer: 'pending' });
  });

  it('refuses a date in the past, a missing venue and a venue over its limit (400 on the field)', async () => {
    const { poster, id } = await applied();
    const past = await poster.client.post(`/api/applications/${id}/trial-invitation`, {
      ...trial(),
      startsAt: '2020-05-01T10:00:00Z',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields).toMatchObject({ startsAt: englishOf(APPLICATION_MESSAGES.trialInPast) });
    const noVenue = await poster.client.post(`/api/applications/${id}/trial-invitation`, { ...trial(), venue: ' ' });
    expect(noVenue.json().fields).toMatchObject({ venue: englishOf(APPLICATION_MESSAGES.enterVenue) });
    const longVenue = await poster.client.post(`/api/applications/${id}/trial-invitation`, {
      ...trial(),
      venue: 'v'.repeat(201),
    });
    expect(longVenue.json().fields).toMatchObject({ venue: englishOf(APPLICATION_MESSAGES.venueTooLong) });
    const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.status).toBe('Submitted');
  });

  it('refuses the invitation to others (401, 403) and the answer and calendar to everyone but the parties', async () => {
    const { poster, id } = await applied();
    const otherClub = await createMember(t.app, 'Club');
    const otherPlayer = await createMember(t.app, 'Player');
    const admin = await createAdmin(t.app);
    expect((await new TestClient(t.app).post(`/api/applications/${id}/trial-invitation`, trial())).statusCode).toBe(
      401,
    );
    expect((await otherClub.client.post(`/api/applications/${id}/trial-invitation`, trial())).statusCode).toBe(403);
    expect((await otherPlayer.client.post(`/api/applications/${id}/trial-invitation`, trial())).statusCode).toBe(403);
    // Before any invitation: nothing to answer or download.
    const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
    expect((await poster.client.get(`/api/applications/${id}/trial.ics`)).statusCode).toBe(404);
    await poster.client.post(`/api/applications/${id}/trial-invitation`, trial());
    const answer = { answer: 'accept' };
    expect((await otherPlayer.client.post(`/api/applications/${id}/trial-invitation/answer`, answer)).statusCode).toBe(
      403,
    );
    expect((await poster.client.post(`/api/applications/${id}/trial-invitation/answer`, answer)).statusCode).toBe(403);
    for (const client of [otherClub.client, otherPlayer.client, admin.client]) {
      expect((await client.get(`/api/applications/${id}/trial.ics`)).statusCode).toBe(403);
    }
    expect((await new TestClient(t.app).get(`/api/applications/${id}/trial.ics`)).statusCode).toBe(401);
    expect(row?.status).toBe('Submitted');
  });

  it("mails a minor's invitation to the parent who consented, with the event attached", async () => {
    const agent = await createVerifiedAgent(t.app, { fullName: 'Sofia Agent' });
    const minor = await createConsentedMinor(t.app, { fullName: 'Tomas Young' });
    const id = await apply(minor, await post(agent, 'Academy trial for under-17s'));
    const response = await agent.client.post(`/api/applications/${id}/trial-invitation`, trial());
    expect(response.statusCode).toBe(200);
    const mail = await latestMail(t.app, minor.parentEmail);
    expect(mail.subject).toBe('Tomas Young is invited to a trial on Scouting Network');
    expect(mail.text).toContain('Sofia Agent has invited Tomas Young to a trial');
    expect(mail.text).toContain('Where: Pitch 2, North Park');
    expect(mail.attachments).toEqual([expect.objectContaining({ filename: 'trial.ics' })]);
  });
});

describe('the trial’s outcome (decision 065)', () => {
  const trial = () => ({ startsAt: inDays(7), venue: 'Pitch 2, North Park', details: '' });

  /** An application whose player the poster invited to a trial. */
  async function invited() {
    const facts = await applied();
    const response = await facts.poster.client.post(`/api/applications/${facts.id}/trial-invitation`, trial());
    expect(response.statusCode, response.body).toBe(200);
    return facts;
  }

  it('records a contract offered, then signed, with a message, and tells the player in their own words', async () => {
    const { poster, player, id } = await invited();
    const offered = await setStatus(poster.client, id, {
      status: 'Contract offered',
      message: 'We would like you in the first team.',
    });
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json()).toMatchObject({ id, status: 'Contract offered' });
    const [offerNotice] = await noticesOf(player.id);
    expect(offerNotice).toMatchObject({
      type: 'application_status_changed',
      link: '/my-applications',
      noticeKey: 'statusContractOffered',
      message: 'Norte FC offered you a contract after the trial: Goalkeeper wanted for a trial',
    });

    const signed = await setStatus(poster.client, id, { status: 'Signed' });
    expect(signed.statusCode, signed.body).toBe(200);
    const application: TApplication = signed.json();
    expect(application.history.map((entry) => [entry.status, entry.message])).toEqual([
      ['Submitted', null],
      ['Invited to trial', 'Pitch 2, North Park'],
      ['Contract offered', 'We would like you in the first team.'],
      ['Signed', null],
    ]);
    const [signedNotice] = await noticesOf(player.id);
    expect(signedNotice).toMatchObject({ noticeKey: 'statusSigned' });
    expect(signedNotice?.message).toBe('You signed with Norte FC after the trial: Goalkeeper wanted for a trial');

    const mine = (await player.client.get('/api/my-applications')).json();
    expect(mine.applications[0]).toMatchObject({ id, status: 'Signed' });
  });

  it('tells a player not selected so, and lets the poster look again at them', async () => {
    const { poster, player, id } = await invited();
    expect((await setStatus(poster.client, id, { status: 'Not selected' })).statusCode).toBe(200);
    const [notice] = await noticesOf(player.id);
    expect(notice).toMatchObject({ noticeKey: 'statusNotSelected' });
    expect(notice?.message).toBe('Norte FC did not select you after the trial: Goalkeeper wanted for a trial');
    expect((await setStatus(poster.client, id, { status: 'Shortlisted' })).statusCode).toBe(200);
  });

  it('refuses an outcome without a trial, and any move out of Signed (409, naming both statuses)', async () => {
    const { poster, id } = await applied();
    const early = await setStatus(poster.client, id, { status: 'Signed' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'CONFLICT',
      error: englishOf(statusMoveRefusal('Submitted', 'Signed')),
    });
    // In Spanish, the statuses are named as the Spanish pages name them (decision 074).
    const inSpanish = await poster.client.request({
      method: 'PUT',
      url: `/api/applications/${id}/status`,
      payload: { status: 'Signed' },
      headers: { 'accept-language': 'es' },
    });
    expect(inSpanish.json().error).toBe(
      `Una candidatura en estado «${isolate('Enviada')}» no puede pasar a «${isolate('Fichado')}».`,
    );
    expect((await setStatus(poster.client, id, { status: 'Shortlisted' })).statusCode).toBe(200);
    const shortlisted = await setStatus(poster.client, id, { status: 'Contract offered' });
    expect(shortlisted.statusCode).toBe(409);
    expect(shortlisted.json().error).toBe(englishOf(statusMoveRefusal('Shortlisted', 'Contract offered')));

    const done = await invited();
    expect((await setStatus(done.poster.client, done.id, { status: 'Signed' })).statusCode).toBe(200);
    const afterSigned = await setStatus(done.poster.client, done.id, { status: 'Not selected' });
    expect(afterSigned.statusCode).toBe(409);
    expect(afterSigned.json().error).toBe(englishOf(statusMoveRefusal('Signed', 'Not selected')));
    const reinvite = await done.poster.client.post(`/api/applications/${done.id}/trial-invitation`, trial());
    expect(reinvite.statusCode).toBe(409);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, done.id));
    expect(row?.status).toBe('Signed');
  });

  it('lets a contract offered end only as signed or not selected', async () => {
    const { poster, id } = await invited();
    expect((await setStatus(poster.client, id, { status: 'Contract offered' })).statusCode).toBe(200);
    const back = await setStatus(poster.client, id, { status: 'Shortlisted' });
    expect(back.statusCode).toBe(409);
    expect(back.json().error).toBe(englishOf(statusMoveRefusal('Contract offered', 'Shortlisted')));
    expect((await setStatus(poster.client, id, { status: 'Not selected' })).statusCode).toBe(200);
  });

  it('keeps a signed or not selected application from being withdrawn; a contract offered still can be', async () => {
    const signed = await invited();
    await setStatus(signed.poster.client, signed.id, { status: 'Signed' });
    const refused = await signed.player.client.post(`/api/applications/${signed.id}/withdraw`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(englishOf(APPLICATION_MESSAGES.outcomeRecorded));

    const notSelected = await invited();
    await setStatus(notSelected.poster.client, notSelected.id, { status: 'Not selected' });
    expect((await notSelected.player.client.post(`/api/applications/${notSelected.id}/withdraw`)).statusCode).toBe(409);

    const offered = await invited();
    await setStatus(offered.poster.client, offered.id, { status: 'Contract offered' });
    const withdrawn = await offered.player.client.post(`/api/applications/${offered.id}/withdraw`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().status).toBe('Withdrawn');
  });

  it('refuses anonymous (401), another club (403) and the player (403, wrong role)', async () => {
    const { player, id } = await invited();
    expect((await setStatus(new TestClient(t.app), id, { status: 'Signed' })).statusCode).toBe(401);
    const otherClub = await createMember(t.app, 'Club');
    expect((await setStatus(otherClub.client, id, { status: 'Signed' })).statusCode).toBe(403);
    expect((await setStatus(player.client, id, { status: 'Signed' })).statusCode).toBe(403);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.status).toBe('Invited to trial');
  });
});

describe('GET /api/my-applications', () => {
  it("lists the player's own applications newest first, page by page, each with status and history", async () => {
    const club = await createMember(t.app, 'Club', { fullName: 'Sur FC' });
    const agent = await createVerifiedAgent(t.app, { fullName: 'Vera Agent' });
    const player = await createMember(t.app, 'Player');
    const first = await apply(player, await post(club, 'Winger wanted'));
    const second = await apply(player, await post(agent, 'Striker wanted'));
    await setStatus(club.client, first, { status: 'Declined', message: 'Thank you for applying.' });

    const page1 = (await player.client.get('/api/my-applications?limit=1')).json();
    expect(page1.applications.map((a: TApplication) => a.id)).toEqual([second]);
    expect(page1.applications[0].postedBy).toMatchObject({ fullName: 'Vera Agent', role: 'Agent', verified: true });
    expect(page1.nextCursor).toEqual(expect.any(String));
    const page2 = (await player.client.get(`/api/my-applications?limit=1&cursor=${page1.nextCursor}`)).json();
    const [declined] = page2.applications as TApplication[];
    expect(declined).toMatchObject({
      id: first,
      status: 'Declined',
      postedBy: { fullName: 'Sur FC', verified: false },
    });
    expect(declined?.history.at(-1)).toMatchObject({ status: 'Declined', message: 'Thank you for applying.' });
    expect(page2.nextCursor).toBeNull();

    const onlyDeclined = (await player.client.get('/api/my-applications?status=Declined')).json();
    expect(onlyDeclined.applications.map((a: TApplication) => a.id)).toEqual([first]);
    expect((await player.client.get('/api/my-applications?status=Hired')).statusCode).toBe(400);
  });

  it('refuses anonymous (401) and the other roles (403)', async () => {
    expect((await new TestClient(t.app).get('/api/my-applications')).statusCode).toBe(401);
    expect((await (await createMember(t.app, 'Club')).client.get('/api/my-applications')).statusCode).toBe(403);
    expect((await (await createMember(t.app, 'Agent')).client.get('/api/my-applications')).statusCode).toBe(403);
  });
});

describe('GET /api/applications filters', () => {
  it("narrows the poster's list by status and post, and an admin's by the posters' role", async () => {
    const { poster, id, opportunityId } = await applied();
    const player = await createMember(t.app, 'Player');
    const otherPost = await post(poster, 'Defender wanted');
    const other = await apply(player, otherPost);
    await setStatus(poster.client, id, { status: 'Shortlisted' });
    const ids = async (query: string) =>
      ((await poster.client.get(`/api/applications${query}`)).json().applications as TApplication[]).map((a) => a.id);
    expect(await ids('?status=Shortlisted')).toEqual([id]);
    expect(await ids(`?opportunityId=${otherPost}`)).toEqual([other]);
    expect(await ids(`?opportunityId=${opportunityId}&status=Submitted`)).toEqual([]);

    const agentCase = await applied({ posterRole: 'Agent' });
    const admin = await createAdmin(t.app);
    const toAgents = (await admin.client.get('/api/applications?source=Agent&limit=100')).json()
      .applications as TApplication[];
    expect(toAgents.map((a) => a.id)).toContain(agentCase.id);
    expect(toAgents.every((a) => a.opportunity.source === 'Agent')).toBe(true);
  });
});

describe('posters write back', () => {
  it('a club or a scout may start a conversation with an adult who applied to their post, not with others', async () => {
    const { poster: club, player } = await applied();
    const started = await club.client.post('/api/conversations/start', {
      participant1_id: club.id,
      participant2_id: player.id,
    });
    expect(started.statusCode, started.body).toBe(201);
    const sent = await club.client.post('/api/messages/send', {
      conversationId: started.json().id,
      senderId: club.id,
      message: 'Thanks for applying: can you come on Saturday?',
    });
    expect(sent.statusCode, sent.body).toBe(201);

    const scout = await createMember(t.app, 'Scout');
    const stranger = await scout.client.post('/api/conversations/start', {
      participant1_id: scout.id,
      participant2_id: player.id,
    });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error).toBe(englishOf(APPLICATION_MESSAGES.messageOnlyApplicants));
  });

  it('never with a minor, even one who applied', async () => {
    const club = await createMember(t.app, 'Club');
    const minor = await createConsentedMinor(t.app);
    const opportunityId = await post(club);
    // Minors cannot apply to a club's post through the API (they see verified agents' only): written directly.
    await t.db.insert(applications).values({ opportunityId, playerId: minor.id, introduction: 'Hello' });
    const response = await club.client.post('/api/conversations/start', {
      participant1_id: club.id,
      participant2_id: minor.id,
    });
    // A club may not see a minor at all: the answer is a missing player's (docs/product.md#who-may-see-whom).
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe(englishOf(MESSAGES.playerNotFound));
  });
});

it('an application whose post was hidden by an admin is gone for its answers too (409)', async () => {
  const { poster, id, opportunityId } = await applied();
  await t.db.update(opportunities).set({ hiddenAt: new Date() }).where(eq(opportunities.id, opportunityId));
  const response = await setStatus(poster.client, id, { status: 'Shortlisted' });
  expect(response.statusCode).toBe(409);
  expect(response.json().error).toBe(englishOf(APPLICATION_MESSAGES.postGone));
});

describe('texts an adult writes to a minor', () => {
  const trial = (days = 7) => ({ startsAt: inDays(days), venue: 'Pitch 2, North Park', details: 'Bring boots.' });

  /** A verified agent's post with a consented minor's application to it. */
  async function minorApplied(agent?: Member, minorFacts: Record<string, unknown> = {}) {
    const poster = agent ?? (await createVerifiedAgent(t.app, { fullName: 'Sofia Agent' }));
    const minor = await createConsentedMinor(t.app, { fullName: 'Tomas Young', ...minorFacts });
    const id = await apply(minor, await post(poster, 'Academy trial for under-17s'));
    return { agent: poster, minor, id };
  }

  async function mailsTo(address: string) {
    await t.app.jobsSettled();
    return t.db.select().from(outboxMails).where(eq(outboxMails.to, address)).orderBy(outboxMails.id);
  }

  it('refuses a status message with a phone number or a messaging app to a minor (400), not to an adult', async () => {
    const { agent, minor, id } = await minorApplied();
    const phone = await setStatus(agent.client, id, {
      status: 'Shortlisted',
      message: 'Add me on WhatsApp +44 7700 900123',
    });
    expect(phone.statusCode).toBe(400);
    expect(phone.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: englishOf(MESSAGES.contactDetailsInTextForMinors),
      fields: { message: englishOf(MESSAGES.contactDetailsInTextForMinors) },
    });
    // In the caller's language, as every refusal of the API.
    const mail = await agent.client.request({
      method: 'PUT',
      url: `/api/applications/${id}/status`,
      payload: { status: 'Declined', message: 'Write to coach@club.example' },
      headers: { 'accept-language': 'es' },
    });
    expect(mail.statusCode).toBe(400);
    expect(mail.json().error).toBe(translateServerMessage(MESSAGES.contactDetailsInTextForMinors, 'es'));
    expect(mail.json().error).toMatch(/^Los mensajes a jugadores menores de 18 años/);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.status).toBe('Submitted');
    expect(await noticesOf(minor.id)).toHaveLength(0);
    expect(await mailsTo(minor.parentEmail)).toHaveLength(0);

    // An adult's messages are between adults: the rule is for texts that reach a minor.
    const adult = await applied();
    const toAdult = await setStatus(adult.poster.client, adult.id, {
      status: 'Shortlisted',
      message: 'Call me on +44 7700 900123',
    });
    expect(toAdult.statusCode).toBe(200);
  });

  it('refuses a trial venue or details with contact details for a minor (400 on the field)', async () => {
    // A national number counts in the reader's country (decision 042): a British minor, a UK mobile.
    const { agent, id } = await minorApplied(undefined, { country: 'United Kingdom' });
    const venue = await agent.client.post(`/api/applications/${id}/trial-invitation`, {
      ...trial(),
      venue: 'Ask on WhatsApp where we meet',
    });
    expect(venue.statusCode).toBe(400);
    expect(venue.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { venue: englishOf(MESSAGES.contactDetailsInTextForMinors) },
    });
    const details = await agent.client.post(`/api/applications/${id}/trial-invitation`, {
      ...trial(),
      details: 'Text me on 07911 123456 when you arrive',
    });
    expect(details.statusCode).toBe(400);
    expect(details.json().fields).toEqual({ details: englishOf(MESSAGES.contactDetailsInTextForMinors) });
    const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.status).toBe('Submitted');
  });

  it('mails the parent who consented a copy of every status message, in the child’s words and names', async () => {
    const { agent, minor, id } = await minorApplied();
    const words = 'Thank you for applying: we loved your highlights.';
    const moved = await setStatus(agent.client, id, { status: 'Shortlisted', message: words });
    expect(moved.statusCode, moved.body).toBe(200);
    const mail = await latestMail(t.app, minor.parentEmail);
    expect(mail.subject).toBe('Sofia Agent wrote to Tomas Young on Scouting Network');
    expect(mail.text).toContain(words);
    expect(mail.text).toContain('Academy trial for under-17s');
    // A move without words sends the parent nothing new.
    expect((await setStatus(agent.client, id, { status: 'Viewed' })).statusCode).toBe(200);
    expect(await mailsTo(minor.parentEmail)).toHaveLength(1);
  });

  it('refuses a move to the status the application already has (409), but a trial may be rescheduled to a new time', async () => {
    const { agent, id } = await minorApplied();
    expect((await setStatus(agent.client, id, { status: 'Shortlisted' })).statusCode).toBe(200);
    const same = await setStatus(agent.client, id, { status: 'Shortlisted', message: 'Still shortlisted!' });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({ code: 'CONFLICT', error: englishOf(APPLICATION_MESSAGES.statusUnchanged) });

    const first = trial(7);
    expect((await agent.client.post(`/api/applications/${id}/trial-invitation`, first)).statusCode).toBe(200);
    const sameTime = await agent.client.post(`/api/applications/${id}/trial-invitation`, {
      ...first,
      details: 'Bring boots and water.',
    });
    expect(sameTime.statusCode).toBe(409);
    expect(sameTime.json()).toMatchObject({
      code: 'CONFLICT',
      error: englishOf(APPLICATION_MESSAGES.trialTimeUnchanged),
    });
    const rescheduled = await agent.client.post(`/api/applications/${id}/trial-invitation`, trial(8));
    expect(rescheduled.statusCode, rescheduled.body).toBe(200);
  });

  it('allows a few texts per application a day, then answers 429 with a sentence; moves without words go on', async () => {
    const { poster, id } = await applied();
    const statuses = ['Shortlisted', 'Viewed'] as const;
    for (let i = 0; i < 5; i++) {
      const moved = await setStatus(poster.client, id, { status: statuses[i % 2], message: `Note ${i}` });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const sixth = await setStatus(poster.client, id, { status: 'Viewed', message: 'Note 5' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'RATE_LIMITED', error: englishOf(APPLICATION_MESSAGES.textsLimited) });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    const invitation = await poster.client.post(`/api/applications/${id}/trial-invitation`, trial());
    expect(invitation.statusCode).toBe(429);
    // Without words a move is only a status: it is still allowed.
    expect((await setStatus(poster.client, id, { status: 'Viewed' })).statusCode).toBe(200);
  });

  it("caps the mails to a parent's address a day as consent mails are capped: beyond it the text waits (429)", async () => {
    const agent = await createVerifiedAgent(t.app, { fullName: 'Sofia Agent' });
    const { minor, id } = await minorApplied(agent);
    const more = [id];
    for (let i = 0; i < 3; i++) more.push(await apply(minor, await post(agent, `Academy trial ${i}`)));
    // Six invitations (two per application) mail the parent six times; the seventh text is refused.
    let sent = 0;
    for (const applicationId of more.slice(0, 3)) {
      for (const days of [7, 8]) {
        const invited = await agent.client.post(`/api/applications/${applicationId}/trial-invitation`, trial(days));
        expect(invited.statusCode, invited.body).toBe(200);
        sent++;
      }
    }
    expect(sent).toBe(6);
    const seventh = await setStatus(agent.client, more[3] ?? 0, { status: 'Shortlisted', message: 'See you soon.' });
    expect(seventh.statusCode).toBe(429);
    expect(seventh.json()).toMatchObject({ code: 'RATE_LIMITED', error: englishOf(MESSAGES.parentMailsLimited) });
    expect(await mailsTo(minor.parentEmail)).toHaveLength(6);
    // The refused text reached nobody: the application did not move.
    const [row] = await t.db
      .select()
      .from(applications)
      .where(eq(applications.id, more[3] ?? 0));
    expect(row?.status).toBe('Submitted');
  });
});
