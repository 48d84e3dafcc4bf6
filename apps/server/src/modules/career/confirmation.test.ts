import { CONFIRMATION_MESSAGES } from '@scouting/contract/career';
import { englishOf } from '@scouting/contract/sentences';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createConsentedMinor,
  createMember,
  dobYearsAgo,
  latestMail,
  uniqueEmail,
} from '../../../test/factories.ts';
import { buildTestApp, type TestApp, TestClient } from '../../../test/test-app.ts';
import { careerConfirmationRequests } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const entry = {
  club: 'Getafe CF B',
  country: 'Spain',
  kind: 'Senior',
  from: '2023-07',
  seasons: [
    { season: '2024-25', appearances: 20, minutes: 1500, goals: 5, assists: 2 },
    { season: '2023-24', appearances: 12, goals: 1, assists: 1 },
  ],
};

/** A player with one entry, who asked a coach; the token of the mailed link. */
async function askedCoach() {
  const player = await createMember(t.app, 'Player');
  const saved = await player.client.put(`/api/player-career/${player.id}`, { entries: [entry] });
  const entryId = saved.json().entries[0].id as number;
  const coachEmail = uniqueEmail('coach');
  const asked = await player.client.post(`/api/player-career/${player.id}/confirmation-requests`, {
    entryId,
    coachName: 'Ana Ruiz',
    coachEmail,
    coachRole: 'Head coach',
  });
  expect(asked.statusCode, asked.body).toBe(200);
  expect(asked.json()).toEqual({ message: englishOf(CONFIRMATION_MESSAGES.requestSent) });
  const mail = await latestMail(t.app, coachEmail);
  const token = new URL(mail.link).searchParams.get('token') ?? '';
  return { player, entryId, coachEmail, mail, token };
}

const coach = () => new TestClient(t.app);

describe('a coach confirms a player’s seasons', () => {
  it('mails who asks and why; the page shows the lines; confirming marks them confirmed by the coach, once', async () => {
    const { player, mail, token } = await askedCoach();
    expect(mail.subject).toContain(player.payload.fullName);
    expect(mail.text).toContain('Getafe CF B');
    expect(mail.text).toContain('You need no account');
    expect(mail.link).toMatch(/\/confirm-record\?token=/);

    const page = await coach().get(`/api/record-confirmation?token=${encodeURIComponent(token)}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      link: 'valid',
      playerName: player.payload.fullName,
      coachName: 'Ana Ruiz',
      entry: { club: 'Getafe CF B' },
    });
    expect(page.json().entry.seasons).toHaveLength(2);

    const confirmed = await coach().post('/api/record-confirmation/confirm', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ answer: 'confirmed', message: englishOf(CONFIRMATION_MESSAGES.confirmed) });
    const record = (await player.client.get(`/api/player-career/${player.id}`)).json();
    expect(record.entries[0].seasons.map((line: { source: string }) => line.source)).toEqual([
      'Confirmed by coach',
      'Confirmed by coach',
    ]);
    expect(record.entries[0].seasons[0].confirmedBy).toEqual({
      name: 'Ana Ruiz',
      role: 'Head coach',
      club: 'Getafe CF B',
    });

    // Used: the page says so, and a second answer is refused.
    expect((await coach().get(`/api/record-confirmation?token=${encodeURIComponent(token)}`)).json().link).toBe('used');
    const reused = await coach().post('/api/record-confirmation/decline', { token });
    expect(reused.statusCode).toBe(410);
    expect(reused.json().error).toBe(englishOf(CONFIRMATION_MESSAGES.linkUsed));
  });

  it('refuses an expired link and one never sent', async () => {
    const { player, token } = await askedCoach();
    await t.db
      .update(careerConfirmationRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(careerConfirmationRequests.playerId, player.id));
    expect((await coach().get(`/api/record-confirmation?token=${encodeURIComponent(token)}`)).json().link).toBe(
      'expired',
    );
    const expired = await coach().post('/api/record-confirmation/confirm', { token });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toBe(englishOf(CONFIRMATION_MESSAGES.linkExpired));
    const unknown = await coach().post('/api/record-confirmation/confirm', { token: 'b'.repeat(43) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(englishOf(CONFIRMATION_MESSAGES.linkNotFound));
    expect((await coach().get(`/api/record-confirmation?token=${'b'.repeat(43)}`)).statusCode).toBe(404);
    expect((await coach().post('/api/record-confirmation/confirm', {})).statusCode).toBe(400);
  });

  it('declining leaves the lines self-reported', async () => {
    const { player, token } = await askedCoach();
    const declined = await coach().post('/api/record-confirmation/decline', { token });
    expect(declined.json()).toEqual({ answer: 'declined', message: englishOf(CONFIRMATION_MESSAGES.declined) });
    const record = (await player.client.get(`/api/player-career/${player.id}`)).json();
    expect(record.entries[0].seasons.every((line: { source: string }) => line.source === 'Self-reported')).toBe(true);
  });

  it('a correction waits for the player, who accepts it (confirmed by the coach) or rejects it', async () => {
    const { player, token } = await askedCoach();
    const invalid = await coach().post('/api/record-confirmation/correct', {
      token,
      seasons: [{ season: '2024-25', appearances: 1, minutes: 500, goals: 0, assists: 0 }],
    });
    expect(invalid.statusCode).toBe(400);
    const corrected = await coach().post('/api/record-confirmation/correct', {
      token,
      seasons: [{ season: '2024-25', appearances: 18, minutes: 1400, goals: 4, assists: 2 }],
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    // The player is told in the bell, pointing at the record where the correction waits.
    const bell = (await player.client.get(`/api/notifications/${player.id}`)).json();
    expect(bell.notifications[0]).toMatchObject({
      type: 'record_corrected',
      link: `/player-profile/${player.id}`,
      line: { key: 'recordCorrected', values: { coach: 'Ana Ruiz', club: 'Getafe CF B' } },
    });
    expect((await player.client.get(`/api/player-career/${player.id}`)).json().entries[0].seasons[0].goals).toBe(5);

    const pending = await player.client.get(`/api/player-career/${player.id}/corrections`);
    expect(pending.statusCode, pending.body).toBe(200);
    const [correction] = pending.json().corrections;
    expect(correction).toMatchObject({
      club: 'Getafe CF B',
      coachName: 'Ana Ruiz',
      seasons: [{ season: '2024-25', goals: 4 }],
    });

    const other = await createMember(t.app, 'Player');
    const url = `/api/player-career/${player.id}/corrections/${correction.id}/accept`;
    expect((await other.client.post(url)).statusCode).toBe(403);
    expect((await new TestClient(t.app).post(url)).statusCode).toBe(401);
    const accepted = await player.client.post(url);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ message: englishOf(CONFIRMATION_MESSAGES.correctionAccepted) });
    const line = (await player.client.get(`/api/player-career/${player.id}`)).json().entries[0].seasons[0];
    expect(line).toMatchObject({ goals: 4, appearances: 18, source: 'Confirmed by coach' });
    expect((await player.client.post(url)).statusCode).toBe(404);
    expect((await player.client.get(`/api/player-career/${player.id}/corrections`)).json().corrections).toEqual([]);
  });

  it("refuses the player's own address, another player, a missing entry, an entry without seasons, and too soon", async () => {
    const player = await createMember(t.app, 'Player');
    const saved = await player.client.put(`/api/player-career/${player.id}`, {
      entries: [entry, { ...entry, club: 'Rayo U19', kind: 'Youth', from: '2020-07', to: '2023-06', seasons: [] }],
    });
    const [withSeasons, empty] = saved.json().entries;
    const url = `/api/player-career/${player.id}/confirmation-requests`;
    const body = {
      entryId: withSeasons.id,
      coachName: 'Ana Ruiz',
      coachEmail: uniqueEmail('coach'),
      coachRole: 'Coach',
    };

    const own = await player.client.post(url, { ...body, coachEmail: player.email.toUpperCase() });
    expect(own.statusCode).toBe(400);
    expect(own.json().fields).toEqual({ coachEmail: englishOf(CONFIRMATION_MESSAGES.coachEmailIsPlayers) });
    const invalid = await player.client.post(url, { ...body, coachName: ' ', coachEmail: 'not-an-address' });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().fields).sort()).toEqual(['coachEmail', 'coachName']);

    expect((await new TestClient(t.app).post(url, body)).statusCode).toBe(401);
    const other = await createMember(t.app, 'Player');
    expect((await other.client.post(url, body)).statusCode).toBe(403);
    const scout = await createMember(t.app, 'Scout');
    expect((await scout.client.post(url, body)).statusCode).toBe(403);
    // Another player's entry is not found under this player.
    const otherSaved = await other.client.put(`/api/player-career/${other.id}`, { entries: [entry] });
    const missing = await player.client.post(url, { ...body, entryId: otherSaved.json().entries[0].id });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(englishOf(CONFIRMATION_MESSAGES.entryNotFound));
    const noSeasons = await player.client.post(url, { ...body, entryId: empty.id });
    expect(noSeasons.statusCode).toBe(409);
    expect(noSeasons.json().error).toBe(englishOf(CONFIRMATION_MESSAGES.entryHasNoSeasons));

    expect((await player.client.post(url, body)).statusCode).toBe(200);
    const soon = await player.client.post(url, { ...body, coachEmail: uniqueEmail('coach') });
    expect(soon.statusCode).toBe(429);
    expect(soon.json().error).toBe(englishOf(CONFIRMATION_MESSAGES.askTooSoon));

    const admin = await createAdmin(t.app);
    expect((await admin.client.post(`/api/player-career/999999/confirmation-requests`, body)).statusCode).toBe(404);
  });

  it("refuses a minor's request until a parent confirmed the account, then mails the coach", async () => {
    const body = (entryId: number) => ({
      entryId,
      coachName: 'Ana Ruiz',
      coachEmail: uniqueEmail('coach'),
      coachRole: 'Coach',
    });
    const waiting = await createMember(t.app, 'Player', { dob: dobYearsAgo(15) });
    const saved = await waiting.client.put(`/api/player-career/${waiting.id}`, { entries: [entry] });
    expect(saved.statusCode, saved.body).toBe(200);
    const refused = await waiting.client.post(
      `/api/player-career/${waiting.id}/confirmation-requests`,
      body(saved.json().entries[0].id),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PARENTAL_CONSENT_REQUIRED');

    const consented = await createConsentedMinor(t.app);
    const own = await consented.client.put(`/api/player-career/${consented.id}`, { entries: [entry] });
    const asked = await consented.client.post(
      `/api/player-career/${consented.id}/confirmation-requests`,
      body(own.json().entries[0].id),
    );
    expect(asked.statusCode, asked.body).toBe(200);
  });
});

describe('confirmation requests in the account’s data', () => {
  it('are in the player’s export with the coach’s name, address, role and correction, never the token', async () => {
    const { player, entryId, coachEmail, token } = await askedCoach();
    const corrected = await coach().post('/api/record-confirmation/correct', {
      token,
      seasons: [{ season: '2024-25', appearances: 18, minutes: 1400, goals: 4, assists: 2 }],
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const exported = await player.client.get('/api/account/export');
    expect(exported.statusCode, exported.body).toBe(200);
    const requests = exported.json().confirmationRequests;
    expect(requests).toEqual([
      expect.objectContaining({
        entryId,
        club: 'Getafe CF B',
        coachName: 'Ana Ruiz',
        coachEmail,
        coachRole: 'Head coach',
        status: 'corrected',
        correction: [expect.objectContaining({ season: '2024-25', appearances: 18 })],
        correctionDecision: null,
      }),
    ]);
    expect(requests[0].answeredAt).toEqual(expect.any(String));
    expect(exported.body).not.toContain('tokenHash');
    expect(exported.body).not.toContain(token);
    const scout = await createMember(t.app, 'Scout');
    expect((await scout.client.get('/api/account/export')).json().confirmationRequests).toEqual([]);
  });
});
