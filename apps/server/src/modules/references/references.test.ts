import { CONFIRMATION_MESSAGES } from '@scouting/contract/career';
import { MESSAGES } from '@scouting/contract/messages';
import { REFERENCE_MESSAGES } from '@scouting/contract/references';
import { englishOf } from '@scouting/contract/sentences';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createConsentedMinor,
  createMember,
  createVerifiedAgent,
  dobYearsAgo,
  latestMail,
  uniqueEmail,
} from '../../../test/factories.ts';
import { buildTestApp, type TestApp, TestClient } from '../../../test/test-app.ts';
import { careerReferences } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Player = Awaited<ReturnType<typeof createMember>>;

const coach = () => new TestClient(t.app);
const describeUrl = (token: string) => `/api/references/request?token=${encodeURIComponent(token)}`;

/** The player asks a coach; the token of the mailed link. */
async function asked(player: Player, email = uniqueEmail('coach')) {
  const response = await player.client.post('/api/references/requests', {
    name: 'Ana Ruiz',
    email,
    role: 'U19 head coach',
    club: 'Getafe CF',
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ message: englishOf(REFERENCE_MESSAGES.requestSent) });
  const mail = await latestMail(t.app, email);
  const token = new URL(mail.link).searchParams.get('token') ?? '';
  const [reference] = (await player.client.get('/api/references')).json().references;
  return { mail, token, id: reference.id as number };
}

/** A reference the coach wrote and the player approved. */
async function approvedReference(player: Player) {
  const { token, id } = await asked(player);
  expect((await coach().post('/api/references/write', { token, text: 'A leader on the pitch.' })).statusCode).toBe(200);
  expect((await player.client.post(`/api/references/${id}/approve`)).statusCode).toBe(200);
  return id;
}

describe('a coach writes a reference', () => {
  it('mails the coach, who writes once from the link; the player approves it and it shows on the profile', async () => {
    const player = await createMember(t.app, 'Player');
    const { mail, token, id } = await asked(player);
    expect(mail.subject).toContain(player.payload.fullName);
    expect(mail.text).toContain('U19 head coach at Getafe CF');
    expect(mail.text).toContain('You need no account');
    expect(mail.link).toMatch(/\/write-reference\?token=/);

    const own = (await player.client.get('/api/references')).json().references;
    expect(own).toEqual([
      expect.objectContaining({ id, name: 'Ana Ruiz', role: 'U19 head coach', club: 'Getafe CF', status: 'pending' }),
    ]);

    const page = await coach().get(describeUrl(token));
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toEqual({
      link: 'valid',
      playerName: player.payload.fullName,
      name: 'Ana Ruiz',
      role: 'U19 head coach',
      club: 'Getafe CF',
    });

    const scout = await createMember(t.app, 'Scout');
    const profileUrl = `/api/player-references/${player.id}`;
    // Not approved yet: nobody sees it on the profile.
    expect((await scout.client.get(profileUrl)).json()).toEqual({ references: [] });

    const approveEarly = await player.client.post(`/api/references/${id}/approve`);
    expect(approveEarly.statusCode).toBe(409);
    expect(approveEarly.json().error).toBe(englishOf(REFERENCE_MESSAGES.notWritten));

    const written = await coach().post('/api/references/write', { token, text: '  A leader on the pitch.  ' });
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json()).toEqual({ message: englishOf(REFERENCE_MESSAGES.written) });
    expect((await player.client.get('/api/references')).json().references[0]).toMatchObject({
      status: 'written',
      text: 'A leader on the pitch.',
    });
    const bell = (await player.client.get(`/api/notifications/${player.id}`)).json();
    expect(bell.notifications[0]).toMatchObject({
      type: 'reference_written',
      link: `/player-profile/${player.id}`,
      line: { key: 'referenceWritten', values: { coach: 'Ana Ruiz' } },
    });
    expect((await scout.client.get(profileUrl)).json()).toEqual({ references: [] });

    const approved = await player.client.post(`/api/references/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toEqual({ message: englishOf(REFERENCE_MESSAGES.approved) });
    expect((await player.client.post(`/api/references/${id}/approve`)).statusCode).toBe(200);
    const shown = await scout.client.get(profileUrl);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().references).toEqual([
      expect.objectContaining({
        id,
        name: 'Ana Ruiz',
        role: 'U19 head coach',
        club: 'Getafe CF',
        text: 'A leader on the pitch.',
      }),
    ]);
    expect(shown.json().references[0]).not.toHaveProperty('email');

    // Used: the page says so, and a second write is refused.
    expect((await coach().get(describeUrl(token))).json().link).toBe('used');
    const reused = await coach().post('/api/references/write', { token, text: 'Again' });
    expect(reused.statusCode).toBe(410);
    expect(reused.json().error).toBe(englishOf(CONFIRMATION_MESSAGES.linkUsed));
  });

  it('refuses an expired link, one never sent, and an empty or overlong text', async () => {
    const player = await createMember(t.app, 'Player');
    const { token, id } = await asked(player);
    const empty = await coach().post('/api/references/write', { token, text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ text: englishOf(REFERENCE_MESSAGES.textRequired) });
    const long = await coach().post('/api/references/write', { token, text: 'x'.repeat(1501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ text: englishOf(REFERENCE_MESSAGES.textTooLong) });
    expect((await coach().post('/api/references/write', { text: 'Hi' })).statusCode).toBe(400);
    expect((await coach().get('/api/references/request')).statusCode).toBe(400);

    await t.db
      .update(careerReferences)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(careerReferences.id, id));
    expect((await coach().get(describeUrl(token))).json().link).toBe('expired');
    const expired = await coach().post('/api/references/write', { token, text: 'Late words' });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toBe(englishOf(CONFIRMATION_MESSAGES.linkExpired));

    const unknown = await coach().post('/api/references/write', { token: 'b'.repeat(43), text: 'Hi' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(englishOf(CONFIRMATION_MESSAGES.linkNotFound));
    expect((await coach().get(describeUrl('b'.repeat(43)))).statusCode).toBe(404);
  });

  it("refuses the player's own address, a missing field, too soon, and other roles", async () => {
    const player = await createMember(t.app, 'Player');
    const url = '/api/references/requests';
    const body = { name: 'Ana Ruiz', email: uniqueEmail('coach'), role: 'Coach', club: 'Getafe CF' };

    const own = await player.client.post(url, { ...body, email: player.email.toUpperCase() });
    expect(own.statusCode).toBe(400);
    expect(own.json().fields).toEqual({ email: englishOf(CONFIRMATION_MESSAGES.coachEmailIsPlayers) });
    const invalid = await player.client.post(url, { ...body, name: ' ', club: '', email: 'not-an-address' });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().fields).sort()).toEqual(['club', 'email', 'name']);
    expect(invalid.json().fields.club).toBe(englishOf(REFERENCE_MESSAGES.clubRequired));

    expect((await coach().post(url, body)).statusCode).toBe(401);
    expect((await coach().get('/api/references')).statusCode).toBe(401);
    const scout = await createMember(t.app, 'Scout');
    const wrongRole = await scout.client.post(url, body);
    expect(wrongRole.statusCode).toBe(403);
    expect(wrongRole.json().code).toBe('WRONG_ROLE');
    expect((await scout.client.get('/api/references')).statusCode).toBe(403);

    expect((await player.client.post(url, body)).statusCode).toBe(200);
    const soon = await player.client.post(url, { ...body, email: uniqueEmail('coach') });
    expect(soon.statusCode).toBe(429);
    expect(soon.json().error).toBe(englishOf(CONFIRMATION_MESSAGES.askTooSoon));
  });

  it('keeps each player to their own references: another player gets 403, a missing one 404', async () => {
    const player = await createMember(t.app, 'Player');
    const id = await approvedReference(player);
    const other = await createMember(t.app, 'Player');
    expect((await other.client.get('/api/references')).json()).toEqual({ references: [] });
    const approve = await other.client.post(`/api/references/${id}/approve`);
    expect(approve.statusCode).toBe(403);
    expect(approve.json().error).toBe(englishOf(REFERENCE_MESSAGES.onlyOwner));
    expect((await other.client.delete(`/api/references/${id}`)).statusCode).toBe(403);
    const scout = await createMember(t.app, 'Scout');
    expect((await scout.client.delete(`/api/references/${id}`)).statusCode).toBe(403);
    expect((await scout.client.post(`/api/references/${id}/approve`)).statusCode).toBe(403);
    expect((await coach().delete(`/api/references/${id}`)).statusCode).toBe(401);
    expect((await coach().post(`/api/references/${id}/approve`)).statusCode).toBe(401);
    expect((await coach().get(`/api/player-references/${player.id}`)).statusCode).toBe(401);
    expect((await player.client.post('/api/references/999999/approve')).statusCode).toBe(404);
    expect((await player.client.delete('/api/references/abc')).statusCode).toBe(400);

    const removed = await player.client.delete(`/api/references/${id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ message: englishOf(REFERENCE_MESSAGES.removed) });
    expect((await scout.client.get(`/api/player-references/${player.id}`)).json()).toEqual({ references: [] });
    expect((await player.client.get('/api/references')).json()).toEqual({ references: [] });
    expect((await player.client.delete(`/api/references/${id}`)).statusCode).toBe(404);
  });

  it('an admin may remove any reference', async () => {
    const player = await createMember(t.app, 'Player');
    const id = await approvedReference(player);
    const admin = await createAdmin(t.app);
    expect((await admin.client.get(`/api/player-references/${player.id}`)).json().references).toHaveLength(1);
    expect((await admin.client.delete(`/api/references/${id}`)).statusCode).toBe(200);
    expect((await player.client.get('/api/references')).json()).toEqual({ references: [] });
  });
});

describe('references of a minor', () => {
  it('answers 404 for a hidden minor, as the record does, and shows them to a verified agent', async () => {
    const minor = await createConsentedMinor(t.app);
    await approvedReference(minor);
    const scout = await createMember(t.app, 'Scout');
    const hidden = await scout.client.get(`/api/player-references/${minor.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error).toBe(englishOf(MESSAGES.playerNotFound));
    expect((await scout.client.get(`/api/player-career/${minor.id}`)).statusCode).toBe(404);
    const agent = await createVerifiedAgent(t.app);
    expect((await agent.client.get(`/api/player-references/${minor.id}`)).json().references).toHaveLength(1);
    expect((await minor.client.get(`/api/player-references/${minor.id}`)).json().references).toHaveLength(1);
    expect((await scout.client.get('/api/player-references/999999')).statusCode).toBe(404);
  });

  it('refuses the request until a parent confirmed the account', async () => {
    const minor = await createMember(t.app, 'Player', { dob: dobYearsAgo(15) });
    const refused = await minor.client.post('/api/references/requests', {
      name: 'Ana Ruiz',
      email: uniqueEmail('coach'),
      role: 'Coach',
      club: 'Getafe CF',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PARENTAL_CONSENT_REQUIRED');
  });

  it("refuses contact details in a minor's reference and copies the words to the consenting parent", async () => {
    const minor = await createConsentedMinor(t.app);
    const { token } = await asked(minor);
    const withPhone = await coach().post('/api/references/write', {
      token,
      text: 'Great keeper, call me on +34 612 345 678',
    });
    expect(withPhone.statusCode).toBe(400);
    expect(withPhone.json().fields).toEqual({ text: englishOf(MESSAGES.contactDetailsInTextForMinors) });
    expect((await coach().get(describeUrl(token))).json().link).toBe('valid');

    expect((await coach().post('/api/references/write', { token, text: 'Brave and calm.' })).statusCode).toBe(200);
    const copy = await latestMail(t.app, minor.parentEmail);
    expect(copy.text).toContain('Ana Ruiz, a coach, wrote this reference');
    expect(copy.text).toContain('"Brave and calm."');
  });
});

describe('references in the account’s data', () => {
  it('are in the player’s export, with the coach’s words, and go with the deleted account', async () => {
    const player = await createMember(t.app, 'Player');
    const id = await approvedReference(player);
    const exported = await player.client.get('/api/account/export');
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json().references).toEqual([
      expect.objectContaining({ id, name: 'Ana Ruiz', status: 'approved', text: 'A leader on the pitch.' }),
    ]);
    const scout = await createMember(t.app, 'Scout');
    expect((await scout.client.get('/api/account/export')).json().references).toEqual([]);

    const deleted = await player.client.post('/api/account/delete', { password: player.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.db.select().from(careerReferences).where(eq(careerReferences.playerId, player.id))).toEqual([]);
  });
});
