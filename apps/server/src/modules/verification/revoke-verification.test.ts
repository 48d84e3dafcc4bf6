import { ADMIN_MESSAGES } from '@scouting/contract/admin';
import { englishOf } from '@scouting/contract/sentences';
import { describe, expect, it } from 'vitest';
import { createAdmin, createConsentedMinor, createMember, createVerifiedAgent } from '../../../test/factories.ts';
import { TestClient, useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();

describe('POST /api/admin/agent-verifications/{agentId}/revoke', () => {
  it('takes the badge, minors’ profiles and the right to write to minors; agent told; on record', async () => {
    const admin = await createAdmin(t.app);
    const agent = await createVerifiedAgent(t.app, { fullName: 'Rory Agent' });
    const minor = await createConsentedMinor(t.app);
    const asked = await agent.client.post('/api/underage-message-request', { agentId: agent.id, playerId: minor.id });
    await admin.client.post(`/api/approve-underage-request/${asked.json().id}`);
    const conversationId = (
      await agent.client.post('/api/conversations/start', { participant1_id: agent.id, participant2_id: minor.id })
    ).json().id;
    const send = () => agent.client.post('/api/messages/send', { conversationId, senderId: agent.id, message: 'Hi' });
    expect((await send()).statusCode).toBe(201);
    // Read once more so the agent's verified state sits in the caller cache.
    expect((await agent.client.get(`/api/player-details/${minor.id}`)).statusCode).toBe(200);

    const revoked = await admin.client.post(`/api/admin/agent-verifications/${agent.id}/revoke`, {
      reason: ' Licence expired. ',
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().message).toBe(englishOf(ADMIN_MESSAGES.verificationRevokedNotice));

    const details = (await agent.client.get(`/api/agent-details/${agent.id}`)).json();
    expect(details.verificationStatus).not.toBe('verified');
    expect(details.isVerified).toBe(false);
    expect((await agent.client.get(`/api/player-details/${minor.id}`)).statusCode).toBe(404);
    expect((await send()).statusCode).toBe(403);

    const notes = (await agent.client.get(`/api/notifications/${agent.id}`)).json();
    expect(notes.notifications[0]).toMatchObject({ type: 'verification_revoked', link: `/agent-profile/${agent.id}` });
    expect(notes.notifications[0].message).toContain('Reason: Licence expired.');
    const audit = (await admin.client.get(`/api/admin/audit-log?memberId=${agent.id}`)).json();
    expect(audit.entries[0]).toMatchObject({
      action: 'verification.revoked',
      actorId: admin.id,
      subjectMemberId: agent.id,
      reason: 'Licence expired.',
    });

    const again = await admin.client.post(`/api/admin/agent-verifications/${agent.id}/revoke`, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(englishOf(ADMIN_MESSAGES.verificationNotVerified));
  });

  it('refuses an agent who is not verified (409), a member who is no agent or none (404), a missing reason (400)', async () => {
    const admin = await createAdmin(t.app);
    const unverified = await createMember(t.app, 'Agent');
    const player = await createMember(t.app, 'Player');
    const agent = await createVerifiedAgent(t.app);
    expect(
      (await admin.client.post(`/api/admin/agent-verifications/${unverified.id}/revoke`, { reason: 'x' })).statusCode,
    ).toBe(409);
    expect(
      (await admin.client.post(`/api/admin/agent-verifications/${player.id}/revoke`, { reason: 'x' })).statusCode,
    ).toBe(404);
    expect((await admin.client.post('/api/admin/agent-verifications/999999/revoke', { reason: 'x' })).statusCode).toBe(
      404,
    );
    const blank = await admin.client.post(`/api/admin/agent-verifications/${agent.id}/revoke`, { reason: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toMatchObject({ reason: englishOf(ADMIN_MESSAGES.decisionReasonRequired) });
    expect((await agent.client.get(`/api/agent-details/${agent.id}`)).json().verificationStatus).toBe('verified');
  });

  it('is for admins only: 401 anonymous, 403 for every other role', async () => {
    const agent = await createVerifiedAgent(t.app);
    const send = (client: TestClient) =>
      client.post(`/api/admin/agent-verifications/${agent.id}/revoke`, { reason: 'No' });
    expect((await send(new TestClient(t.app))).statusCode).toBe(401);
    for (const role of ['Player', 'Agent', 'Scout', 'Club'] as const) {
      expect((await send((await createMember(t.app, role)).client)).statusCode).toBe(403);
    }
  });
});
