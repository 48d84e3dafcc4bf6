import { ADMIN_MESSAGES } from '@scouting/contract/admin';
import { englishOf } from '@scouting/contract/sentences';
import { describe, expect, it } from 'vitest';
import { createAdmin, createConsentedMinor, createMember, createVerifiedAgent } from '../../../../test/factories.ts';
import { TestClient, useTestApp } from '../../../../test/test-app.ts';

const t = useTestApp();

async function pendingRequest() {
  const agent = await createVerifiedAgent(t.app, { fullName: 'Dana Agent' });
  const minor = await createConsentedMinor(t.app, { fullName: 'Kid Talent' });
  const created = await agent.client.post('/api/underage-message-request', { agentId: agent.id, playerId: minor.id });
  expect(created.statusCode).toBe(201);
  return { agent, minor, id: created.json().id as number };
}

describe('POST /api/decline-underage-request/{id}', () => {
  it('declines a pending request with the reason: agent told, on record, out of the pending queue', async () => {
    const admin = await createAdmin(t.app);
    const { agent, minor, id } = await pendingRequest();
    const pendingBefore = (await admin.client.get('/api/underage-message-requests?state=pending')).json();
    expect(pendingBefore.requests.map((r: { id: number }) => r.id)).toContain(id);

    const declined = await admin.client.post(`/api/decline-underage-request/${id}`, {
      reason: '  No clear purpose given.  ',
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ id, status: 'Declined', declineReason: 'No clear purpose given.' });

    const notes = (await agent.client.get(`/api/notifications/${agent.id}`)).json();
    expect(notes.notifications[0]).toMatchObject({
      type: 'underage_request_declined',
      message: 'An admin declined your request to message Kid Talent. Reason: No clear purpose given.',
      link: `/player-profile/${minor.id}`,
    });
    const audit = (await admin.client.get(`/api/admin/audit-log?memberId=${minor.id}`)).json();
    expect(audit.entries[0]).toMatchObject({
      action: 'underage_request.declined',
      actorId: admin.id,
      subjectMemberId: minor.id,
      targetType: 'underage_request',
      targetId: id,
      reason: 'No clear purpose given.',
    });

    const pending = (await admin.client.get('/api/underage-message-requests?state=pending')).json();
    expect(pending.requests.map((r: { id: number }) => r.id)).not.toContain(id);
    const decided = (await admin.client.get('/api/underage-message-requests?state=decided')).json();
    expect(decided.requests[0]).toMatchObject({ id, status: 'Declined' });

    // Decided once: neither a second decline nor an approval, and the agent cannot ask again.
    const again = await admin.client.post(`/api/decline-underage-request/${id}`, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(englishOf(ADMIN_MESSAGES.underageRequestAlreadyDecided));
    const approve = await admin.client.post(`/api/approve-underage-request/${id}`);
    expect(approve.statusCode).toBe(409);
    expect(approve.json().error).toBe(englishOf(ADMIN_MESSAGES.underageRequestAlreadyDecided));
    const asked = await agent.client.post('/api/underage-message-request', { agentId: agent.id, playerId: minor.id });
    expect(asked.json().error).toBe(englishOf(ADMIN_MESSAGES.underageRequestDeclined));
    const started = await agent.client.post('/api/conversations/start', {
      participant1_id: agent.id,
      participant2_id: minor.id,
    });
    expect(started.statusCode).toBe(403);
  });

  it('refuses an approved request (409) and an unknown one (404)', async () => {
    const admin = await createAdmin(t.app);
    const { id } = await pendingRequest();
    expect((await admin.client.post(`/api/approve-underage-request/${id}`)).statusCode).toBe(200);
    const declined = await admin.client.post(`/api/decline-underage-request/${id}`, { reason: 'Too late' });
    expect(declined.statusCode).toBe(409);
    expect(declined.json().error).toBe(englishOf(ADMIN_MESSAGES.underageRequestAlreadyDecided));
    expect((await admin.client.post('/api/decline-underage-request/999999', { reason: 'x' })).statusCode).toBe(404);
  });

  it('needs a reason of 1 to 1000 characters after trimming (400 on the field)', async () => {
    const admin = await createAdmin(t.app);
    const { id } = await pendingRequest();
    for (const [body, message] of [
      [{}, englishOf(ADMIN_MESSAGES.decisionReasonRequired)],
      [{ reason: '   ' }, englishOf(ADMIN_MESSAGES.decisionReasonRequired)],
      [{ reason: 'x'.repeat(1001) }, englishOf(ADMIN_MESSAGES.decisionReasonTooLong)],
    ] as const) {
      const refused = await admin.client.post(`/api/decline-underage-request/${id}`, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toMatchObject({ reason: message });
    }
    const list = (await admin.client.get('/api/underage-message-requests?state=pending')).json();
    expect(list.requests.find((r: { id: number }) => r.id === id)).toMatchObject({ status: null });
  });

  it('is for admins only: 401 anonymous, 403 for every other role', async () => {
    const { id } = await pendingRequest();
    const send = (client: TestClient) => client.post(`/api/decline-underage-request/${id}`, { reason: 'No' });
    expect((await send(new TestClient(t.app))).statusCode).toBe(401);
    for (const role of ['Player', 'Agent', 'Scout', 'Club'] as const) {
      expect((await send((await createMember(t.app, role)).client)).statusCode).toBe(403);
    }
  });

  it('lists pending requests oldest first and decided ones newest first, paged', async () => {
    const admin = await createAdmin(t.app);
    const first = await pendingRequest();
    const second = await pendingRequest();
    const third = await pendingRequest();
    // Two at a time, every page, as the admin's page walks them.
    const all: number[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page = (await admin.client.get(`/api/underage-message-requests?state=pending&limit=2${query}`)).json();
      expect(page.requests.length).toBeLessThanOrEqual(2);
      all.push(...page.requests.map((r: { id: number }) => r.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(all).toEqual([...all].sort((a, b) => a - b));
    expect(all.filter((id) => [first.id, second.id, third.id].includes(id))).toEqual([first.id, second.id, third.id]);
    for (const each of [first, second]) {
      await admin.client.post(`/api/decline-underage-request/${each.id}`, { reason: 'No' });
    }
    const decided = (await admin.client.get('/api/underage-message-requests?state=decided')).json();
    expect(decided.requests.map((r: { id: number }) => r.id).slice(0, 2)).toEqual([second.id, first.id]);
  });
});
