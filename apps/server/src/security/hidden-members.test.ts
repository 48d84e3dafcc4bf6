import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createAdmin,
  createConsentedMinor,
  createMember,
  createVerifiedAgent,
  dobYearsAgo,
} from '../../test/factories.ts';
import type { TestClient } from '../../test/test-app.ts';
import { useTestApp } from '../../test/test-app.ts';
import { forgetMember } from '../auth/caller-cache.ts';
import { players, underageMessageRequests } from '../db/schema/index.ts';

/**
 * docs/product.md#who-may-see-whom: a member the caller may not see answers exactly as a missing one, so probing ids
 * (conversation start, reports) does not reveal that a minor exists; and what a parent's consent
 * opened closes with it (docs/product.md#contact-requests).
 */
const t = useTestApp();
const MISSING = 999_999;

async function answer(client: TestClient, method: 'start' | 'report', callerId: number, subjectId: number) {
  const response =
    method === 'start'
      ? await client.post('/api/conversations/start', { participant1_id: callerId, participant2_id: subjectId })
      : await client.post('/api/reports', { subjectType: 'profile', subjectId, reason: 'Other' });
  return { status: response.statusCode, body: response.json() };
}

describe('hidden members answer as missing ones', () => {
  it('on conversation start: an unverified agent, or a verified one while consent is pending', async () => {
    const consented = await createConsentedMinor(t.app);
    const pending = await createMember(t.app, 'Player', { dob: dobYearsAgo(15) });
    const unverified = await createMember(t.app, 'Agent');
    const verified = await createVerifiedAgent(t.app);
    const missingForUnverified = await answer(unverified.client, 'start', unverified.id, MISSING);
    expect(missingForUnverified.status).toBe(404);
    expect(await answer(unverified.client, 'start', unverified.id, consented.id)).toEqual(missingForUnverified);
    expect(await answer(verified.client, 'start', verified.id, pending.id)).toEqual(
      await answer(verified.client, 'start', verified.id, MISSING),
    );
    // A verified agent who may see the minor learns why they cannot write yet.
    const seen = await answer(verified.client, 'start', verified.id, consented.id);
    expect(seen).toMatchObject({ status: 403, body: { code: 'UNDERAGE_APPROVAL_REQUIRED' } });
  });

  it("on reports of a minor's profile by someone who may not see it", async () => {
    const minor = await createConsentedMinor(t.app);
    const scout = await createMember(t.app, 'Scout');
    const missing = await answer(scout.client, 'report', scout.id, MISSING);
    expect(missing.status).toBe(404);
    expect(await answer(scout.client, 'report', scout.id, minor.id)).toEqual(missing);
    const agent = await createVerifiedAgent(t.app);
    expect((await answer(agent.client, 'report', agent.id, minor.id)).status).toBe(201);
  });
});

describe('an approved contact with a minor is re-checked on every send', () => {
  it('stops once the parent consent goes back to pending, and the thread stays readable', async () => {
    const agent = await createVerifiedAgent(t.app);
    const minor = await createConsentedMinor(t.app);
    const admin = await createAdmin(t.app);
    await agent.client.post('/api/underage-message-request', { agentId: agent.id, playerId: minor.id });
    const [request] = await t.db
      .select()
      .from(underageMessageRequests)
      .where(eq(underageMessageRequests.playerId, minor.id));
    expect((await admin.client.post(`/api/approve-underage-request/${request?.id}`)).statusCode).toBe(200);
    const started = await answer(agent.client, 'start', agent.id, minor.id);
    expect(started.status).toBe(201);
    const send = (message: string) =>
      agent.client.post('/api/messages/send', { conversationId: started.body.id, senderId: agent.id, message });
    expect((await send('Hello, with the approval')).statusCode).toBe(201);

    await t.db.update(players).set({ parentConsent: 'pending' }).where(eq(players.memberId, minor.id));
    await forgetMember(t.app.keyValueStore, minor.id);
    const refused = await send('Still there?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(englishOf(MESSAGES.underageConsentNotConfirmed));
    const thread = await agent.client.get(`/api/messages/${started.body.id}`);
    expect(thread.statusCode).toBe(200);
    expect(thread.json().messages.map((m: { message: string }) => m.message)).toEqual(['Hello, with the approval']);
  });
});
