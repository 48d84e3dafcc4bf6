import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createAdmin,
  createMember,
  createVerifiedAgent,
  dobYearsAgo,
  latestMail,
  uniqueEmail,
} from '../../../test/factories.ts';
import { TestClient, useTestApp } from '../../../test/test-app.ts';
import { auditLog, notifications, players } from '../../db/schema/index.ts';

// Beside guardians.test.ts rather than in it: that file already signs up as many accounts as the
// e-mail verification limit allows one test app per minute.
const t = useTestApp();

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

/** A minor who gave their parent's address, and the consent mail's token. */
async function minorAskingParent(fullName: string) {
  const minor = await createMember(t.app, 'Player', { dob: dobYearsAgo(15), fullName });
  const parentEmail = uniqueEmail('parent');
  const answer = await minor.client.put(`/api/player-details/${minor.id}`, { parentEmail });
  expect(answer.statusCode, answer.body).toBe(200);
  const mail = await latestMail(t.app, parentEmail);
  return { minor, token: tokenOf(mail.link) };
}

/** A parent member who confirmed their child's consent link while signed in. */
async function linkedFamily(childName: string) {
  const asked = await minorAskingParent(childName);
  const parent = await createMember(t.app, 'Parent', { fullName: 'Maria Young', dob: dobYearsAgo(44) });
  const confirmed = await parent.client.post('/api/parental-consent/confirm', { token: asked.token });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { ...asked, parent };
}

/** A minor waiting for consent, tied by an admin to a parent member who has not answered yet. */
async function pendingFamily(childName = 'Nina Young') {
  const asked = await minorAskingParent(childName);
  const admin = await createAdmin(t.app);
  const parent = await createMember(t.app, 'Parent', { fullName: 'Rosa Young' });
  const linked = await admin.client.post('/api/admin/guardian-links', { parentId: parent.id, childId: asked.minor.id });
  expect(linked.statusCode, linked.body).toBe(201);
  return { ...asked, parent, admin };
}

describe('POST /api/guardian/children/:childId/consent/confirm | refuse', () => {
  it('confirms from the dashboard: the child is told, the guardian is the actor, the mailed link is spent', async () => {
    const { minor, parent, token } = await pendingFamily();
    const confirmed = await parent.client.post(`/api/guardian/children/${minor.id}/consent/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ message: englishOf(MESSAGES.consentConfirmed) });
    const [row] = await t.db.select().from(players).where(eq(players.memberId, minor.id));
    expect(row?.parentConsent).toBe('confirmed');
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.memberId, minor.id), eq(notifications.type, 'parental_consent_confirmed')));
    expect(told).toHaveLength(1);
    const [entry] = await t.db
      .select({ actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.subjectMemberId, minor.id), eq(auditLog.action, 'parental_consent.confirmed')));
    expect(entry?.actorId).toBe(parent.id);
    const byLink = await new TestClient(t.app).post('/api/parental-consent/refuse', { token });
    expect(byLink.statusCode).toBe(410);
    const again = await parent.client.post(`/api/guardian/children/${minor.id}/consent/refuse`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(englishOf(MESSAGES.consentResendNotNeeded));
  });

  it('refuses from the dashboard: admins are told to close the account, the guardian is the actor', async () => {
    const { minor, parent, admin } = await pendingFamily('Ivo Young');
    const refused = await parent.client.post(`/api/guardian/children/${minor.id}/consent/refuse`);
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toEqual({ message: englishOf(MESSAGES.consentRefused) });
    const [row] = await t.db.select().from(players).where(eq(players.memberId, minor.id));
    expect(row?.parentConsent).toBe('refused');
    const bell = (await admin.client.get(`/api/notifications/${admin.id}`)).json();
    expect(JSON.stringify(bell)).toContain('Ivo Young');
    const [entry] = await t.db
      .select({ actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.subjectMemberId, minor.id), eq(auditLog.action, 'parental_consent.refused')));
    expect(entry?.actorId).toBe(parent.id);
  });

  it('a consent already answered by the mailed link: 409 with the link page sentence', async () => {
    const { minor, parent } = await linkedFamily('Ana Young');
    const again = await parent.client.post(`/api/guardian/children/${minor.id}/consent/confirm`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(englishOf(MESSAGES.consentResendNotNeeded));
  });

  it('a consent never asked for (no parent address yet): 409 for both answers, nothing changes', async () => {
    const minor = await createMember(t.app, 'Player', { dob: dobYearsAgo(15), fullName: 'Eva Young' });
    const admin = await createAdmin(t.app);
    const parent = await createMember(t.app, 'Parent', { fullName: 'Lia Young' });
    const linked = await admin.client.post('/api/admin/guardian-links', { parentId: parent.id, childId: minor.id });
    expect(linked.statusCode, linked.body).toBe(201);
    for (const answer of ['confirm', 'refuse']) {
      const answered = await parent.client.post(`/api/guardian/children/${minor.id}/consent/${answer}`);
      expect(answered.statusCode, answered.body).toBe(409);
      expect(answered.json()).toMatchObject({ code: 'CONFLICT', error: englishOf(MESSAGES.guardianConsentNotAsked) });
    }
    const [row] = await t.db.select().from(players).where(eq(players.memberId, minor.id));
    expect(row?.parentConsent).toBeNull();
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectMemberId, minor.id), like(auditLog.action, 'parental_consent.%')));
    expect(audited).toEqual([]);
    const listed = (await parent.client.get('/api/guardian/children')).json();
    expect(listed.children).toContainEqual(expect.objectContaining({ childId: minor.id, consent: 'none' }));
  });

  it('another parent 404, the child and an agent 403, anonymous 401; consent stays pending', async () => {
    const { minor } = await pendingFamily('Leo Young');
    const other = await createMember(t.app, 'Parent');
    const agent = await createVerifiedAgent(t.app);
    for (const answer of ['confirm', 'refuse']) {
      const url = `/api/guardian/children/${minor.id}/consent/${answer}`;
      const notHers = await other.client.post(url);
      expect(notHers.statusCode).toBe(404);
      expect(notHers.json().error).toBe(englishOf(MESSAGES.guardianChildNotFound));
      expect((await minor.client.post(url)).statusCode).toBe(403);
      expect((await agent.client.post(url)).statusCode).toBe(403);
      expect((await new TestClient(t.app).post(url)).statusCode).toBe(401);
    }
    const [row] = await t.db.select().from(players).where(eq(players.memberId, minor.id));
    expect(row?.parentConsent ?? 'pending').toBe('pending');
  });
});
