import { CLUB_VERIFICATION_MESSAGES } from '@scouting/contract/club-verification';
import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember } from '../../../test/factories.ts';
import { expectSignedOutAndRoleRefused } from '../../../test/guards.ts';
import { multipart, pdf } from '../../../test/sample-files.ts';
import { type TestClient, useTestApp } from '../../../test/test-app.ts';

// Building the app on a fresh database can take minutes on a busy machine.
const t = useTestApp({}, {}, 300_000);
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  admin = await createAdmin(t.app);
});

const FIELDS = { federation: 'Royal Spanish Football Federation', registrationNumber: 'RFEF-0042' };

function ask(client: TestClient, fields: Record<string, string> = FIELDS, withDocument = true) {
  return client.request({
    method: 'POST',
    url: '/api/club-verifications',
    ...multipart(fields, withDocument ? { document: { filename: 'registration.pdf', data: pdf() } } : {}),
  });
}

async function requestOf(clubId: number) {
  const list = (await admin.client.get('/api/admin/club-verifications?limit=100')).json();
  return list.requests.find((r: { clubId: number }) => r.clubId === clubId);
}

const decide = (clubId: number, body: Record<string, unknown>) =>
  admin.client.put(`/api/admin/club-verifications/${clubId}`, body);

const verified = async (club: { client: TestClient; id: number }) =>
  (await club.client.get(`/api/club-details/${club.id}`)).json().verified;

describe('POST /api/club-verifications', () => {
  it('stores the request with its document; the club waits, admins see it first and count it', async () => {
    const club = await createMember(t.app, 'Club');
    expect((await club.client.get('/api/club-verifications/mine')).json()).toEqual({
      status: 'not_requested',
      reason: null,
    });
    const asked = await ask(club.client);
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({
      verificationStatus: 'pending',
      message: englishOf(CLUB_VERIFICATION_MESSAGES.submitted),
    });
    expect((await club.client.get('/api/club-verifications/mine')).json().status).toBe('pending');
    const request = await requestOf(club.id);
    expect(request).toMatchObject({
      ...FIELDS,
      status: 'pending',
      reason: null,
      clubProfileUrl: `/club-profile/${club.id}`,
    });
    // The document is private: the club and admins read it, nobody else.
    expect((await club.client.get(request.documentUrl)).statusCode).toBe(200);
    expect((await admin.client.get(request.documentUrl)).statusCode).toBe(200);
    expect((await (await createMember(t.app, 'Agent')).client.get(request.documentUrl)).statusCode).toBe(404);
    expect((await admin.client.get('/api/admin/queue-counts')).json().clubVerifications).toBeGreaterThan(0);
    const pending = (await admin.client.get('/api/admin/club-verifications?state=pending')).json();
    expect(pending.requests.map((r: { clubId: number }) => r.clubId)).toContain(club.id);

    const again = await ask(club.client);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(englishOf(CLUB_VERIFICATION_MESSAGES.alreadyPending));
  });

  it('names each missing field and the document (400)', async () => {
    const club = await createMember(t.app, 'Club');
    const missing = await ask(club.client, { federation: ' ', registrationNumber: '' }, false);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toMatchObject({
      federation: englishOf(MESSAGES.fieldRequired),
      registrationNumber: englishOf(MESSAGES.fieldRequired),
      document: englishOf(CLUB_VERIFICATION_MESSAGES.documentRequired),
    });
    expect((await club.client.get('/api/club-verifications/mine')).json().status).toBe('not_requested');
  });

  it('is for clubs: 401 anonymous, 403 for another role', async () => {
    await expectSignedOutAndRoleRefused(t.app, 'Agent', (client) => ask(client));
    await expectSignedOutAndRoleRefused(t.app, 'Player', (client) => client.get('/api/club-verifications/mine'));
  });
});

describe('PUT /api/admin/club-verifications/{clubId}', () => {
  it('approves: the club wears the badge, is told, and the decision is on record', async () => {
    const club = await createMember(t.app, 'Club');
    await ask(club.client);
    expect(await verified(club)).toBe(false);
    const approved = await decide(club.id, { decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ clubId: club.id, status: 'verified' });
    expect(await verified(club)).toBe(true);
    // Everyone else sees the badge too.
    const viewer = await createMember(t.app, 'Player');
    expect((await viewer.client.get(`/api/club-details/${club.id}`)).json().verified).toBe(true);
    const notes = (await club.client.get(`/api/notifications/${club.id}`)).json();
    expect(notes.notifications[0]).toMatchObject({ type: 'verification_decided', link: `/club-profile/${club.id}` });
    const audit = (await admin.client.get(`/api/admin/audit-log?memberId=${club.id}`)).json();
    expect(audit.entries[0]).toMatchObject({ action: 'club_verification.approved', actorId: admin.id });
    expect((await ask(club.client)).json().error).toBe(englishOf(CLUB_VERIFICATION_MESSAGES.alreadyVerified));
    // Nothing waits any more.
    const twice = await decide(club.id, { decision: 'deny', reason: 'x' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(englishOf(CLUB_VERIFICATION_MESSAGES.notWaiting));
  });

  it('denies with a reason the club reads; the club may ask again', async () => {
    const club = await createMember(t.app, 'Club');
    await ask(club.client);
    const noReason = await decide(club.id, { decision: 'deny' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields.reason).toBe(englishOf(CLUB_VERIFICATION_MESSAGES.denyNeedsReason));
    const denied = await decide(club.id, { decision: 'deny', reason: ' The number does not match. ' });
    expect(denied.statusCode).toBe(200);
    expect((await club.client.get('/api/club-verifications/mine')).json()).toEqual({
      status: 'denied',
      reason: 'The number does not match.',
    });
    const notes = (await club.client.get(`/api/notifications/${club.id}`)).json();
    expect(notes.notifications[0].message).toContain('The number does not match.');
    expect(await verified(club)).toBe(false);
    expect((await ask(club.client)).statusCode).toBe(201);
  });

  it('refuses a bad decision (400), an unknown club (404), and non-admins (401/403)', async () => {
    const club = await createMember(t.app, 'Club');
    expect((await decide(club.id, { decision: 'maybe' })).statusCode).toBe(400);
    expect((await decide(999_999, { decision: 'approve' })).statusCode).toBe(404);
    expect((await decide(club.id, { decision: 'approve' })).statusCode).toBe(409);
    await expectSignedOutAndRoleRefused(t.app, 'Club', (client) =>
      client.put(`/api/admin/club-verifications/${club.id}`, { decision: 'approve' }),
    );
    await expectSignedOutAndRoleRefused(t.app, 'Agent', (client) => client.get('/api/admin/club-verifications'));
  });
});

describe('POST /api/admin/club-verifications/{clubId}/revoke', () => {
  it('takes the badge with a reason; the club is told and may not simply ask again', async () => {
    const club = await createMember(t.app, 'Club');
    await ask(club.client);
    await decide(club.id, { decision: 'approve' });
    const noReason = await admin.client.post(`/api/admin/club-verifications/${club.id}/revoke`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    const revoked = await admin.client.post(`/api/admin/club-verifications/${club.id}/revoke`, {
      reason: 'Registration lapsed.',
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().message).toBe(englishOf(CLUB_VERIFICATION_MESSAGES.revokedNotice));
    expect(await verified(club)).toBe(false);
    const notes = (await club.client.get(`/api/notifications/${club.id}`)).json();
    expect(notes.notifications[0]).toMatchObject({ type: 'verification_revoked' });
    expect(notes.notifications[0].message).toContain('Registration lapsed.');
    const audit = (await admin.client.get(`/api/admin/audit-log?memberId=${club.id}`)).json();
    expect(audit.entries[0]).toMatchObject({ action: 'club_verification.revoked', reason: 'Registration lapsed.' });
    const again = await ask(club.client);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(englishOf(CLUB_VERIFICATION_MESSAGES.revokedNoResubmission));
    const twice = await admin.client.post(`/api/admin/club-verifications/${club.id}/revoke`, { reason: 'x' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(englishOf(CLUB_VERIFICATION_MESSAGES.notVerified));
    expect((await admin.client.post('/api/admin/club-verifications/999999/revoke', { reason: 'x' })).statusCode).toBe(
      404,
    );
    await expectSignedOutAndRoleRefused(t.app, 'Club', (client) =>
      client.post(`/api/admin/club-verifications/${club.id}/revoke`, { reason: 'x' }),
    );
  });
});
