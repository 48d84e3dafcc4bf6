import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createConsentedMinor, createVerifiedAgent, latestMail } from '../../../../test/factories.ts';
import { buildTestApp, type TestApp, TestClient } from '../../../../test/test-app.ts';
import { auditLog, guardianTokens } from '../../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 120_000);
afterAll(() => t.close());

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

describe('a parent revokes an approved contact from the mail', () => {
  it('mail → page data → revoke → agent read-only, minor can still reply, on record, link used', async () => {
    const admin = await createAdmin(t.app);
    const agent = await createVerifiedAgent(t.app, { fullName: 'Rita Recruiter' });
    const minor = await createConsentedMinor(t.app, { fullName: 'Leo Youngster' });
    const asked = await agent.client.post('/api/underage-message-request', {
      agentId: agent.id,
      playerId: minor.id,
      message: 'I would like to invite Leo to a trial.',
    });
    expect(asked.statusCode).toBe(201);
    expect((await admin.client.post(`/api/approve-underage-request/${asked.json().id}`)).statusCode).toBe(200);

    const mail = await latestMail(t.app, minor.parentEmail);
    expect(mail.text).toContain('Rita Recruiter');
    expect(mail.text).toContain('I would like to invite Leo to a trial.');
    expect(mail.text).toContain('never deleted');
    expect(mail.link).toMatch(/\/parental-revoke\?token=/);
    const token = tokenOf(mail.link);
    // Only the hash is stored.
    const stored = await t.db.select().from(guardianTokens).where(eq(guardianTokens.purpose, 'revoke'));
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);
    const [approvedAudit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'underage_request.approved'));
    expect(approvedAudit).toMatchObject({ actorId: admin.id, subjectMemberId: minor.id });

    const conversation = (
      await agent.client.post('/api/conversations/start', { participant1_id: agent.id, participant2_id: minor.id })
    ).json().id as number;
    const send = (who: typeof agent, message: string) =>
      who.client.post('/api/messages/send', { conversationId: conversation, senderId: who.id, message });
    expect((await send(agent, 'Hello Leo, welcome.')).statusCode).toBe(201);

    const parent = new TestClient(t.app);
    // Opening the link shows what it is about and decides nothing (a mail scanner may open it).
    const page = await parent.get(`/api/parental-revoke?token=${encodeURIComponent(token)}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({
      state: 'valid',
      agentName: 'Rita Recruiter',
      agencyName: expect.any(String),
      childFirstName: 'Leo',
      requestMessage: 'I would like to invite Leo to a trial.',
      status: 'Approved',
    });
    expect(page.body).not.toContain(minor.payload.username as string);
    expect((await send(agent, 'Still here.')).statusCode).toBe(201);

    const revoked = await parent.post('/api/parental-revoke', { token });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ message: englishOf(MESSAGES.parentalRevokeDone) });

    const refused = await send(agent, 'One more thing');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(englishOf(MESSAGES.underageApprovalRevoked));
    const restart = await agent.client.post('/api/conversations/start', {
      participant1_id: agent.id,
      participant2_id: minor.id,
    });
    expect(restart.statusCode).toBe(403);
    expect(restart.json().error).toBe(englishOf(MESSAGES.underageApprovalRevoked));
    // The agent still reads the thread, told why it is read-only; the minor can still reply.
    const agentView = (await agent.client.get(`/api/messages/${conversation}`)).json();
    expect(agentView).toMatchObject({ canSend: false, readOnlyReason: englishOf(MESSAGES.underageApprovalRevoked) });
    expect(agentView.messages.map((m: { message: string }) => m.message)).toEqual([
      'Hello Leo, welcome.',
      'Still here.',
    ]);
    expect((await send(minor, 'Thanks, bye.')).statusCode).toBe(201);
    expect((await minor.client.get(`/api/messages/${conversation}`)).json()).toMatchObject({ canSend: true });

    const notes = (await agent.client.get(`/api/notifications/${agent.id}`)).json();
    // The minor's reply came after, so the revoke notice is the second newest.
    expect(notes.notifications.map((n: { type: string }) => n.type).slice(0, 2)).toEqual([
      'message_received',
      'underage_request_revoked',
    ]);
    const [revokedAudit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'underage_request.revoked_by_parent'));
    expect(revokedAudit).toMatchObject({ actorId: null, subjectMemberId: minor.id });
    const listed = (await admin.client.get('/api/underage-message-requests')).json();
    expect(listed.requests.find((r: { id: number }) => r.id === asked.json().id).status).toBe('Revoked');

    // The link is used: the page says so, a second click changes nothing.
    expect((await parent.get(`/api/parental-revoke?token=${encodeURIComponent(token)}`)).json().state).toBe('used');
    const again = await parent.post('/api/parental-revoke', { token });
    expect(again.statusCode).toBe(410);
    expect(again.json().error).toBe(englishOf(MESSAGES.parentalRevokeUsed));
  });

  it('says when a link is unknown (404), expired (410) or malformed (400)', async () => {
    const admin = await createAdmin(t.app);
    const agent = await createVerifiedAgent(t.app);
    const minor = await createConsentedMinor(t.app, {});
    await t.db.update(guardianTokens).set({ usedAt: new Date() });
    const { id } = (
      await agent.client.post('/api/underage-message-request', { agentId: agent.id, playerId: minor.id })
    ).json();
    await admin.client.post(`/api/approve-underage-request/${id}`);
    const token = tokenOf((await latestMail(t.app, minor.parentEmail)).link);
    await t.db
      .update(guardianTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(guardianTokens.underageRequestId, id));
    const parent = new TestClient(t.app);
    expect((await parent.get(`/api/parental-revoke?token=${token}`)).json().state).toBe('expired');
    const expired = await parent.post('/api/parental-revoke', { token });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toBe(englishOf(MESSAGES.parentalRevokeExpired));
    const unknown = await parent.post('/api/parental-revoke', { token: 'not-a-real-token' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(englishOf(MESSAGES.parentalRevokeInvalid));
    expect((await parent.post('/api/parental-revoke', {})).statusCode).toBe(400);
    expect((await parent.get('/api/parental-revoke')).statusCode).toBe(400);
  });
});
