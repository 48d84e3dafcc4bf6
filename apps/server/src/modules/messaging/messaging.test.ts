import { APPLICATION_MESSAGES } from '@scouting/contract/application-status';
import { MESSAGES } from '@scouting/contract/messages';
import { idCursor } from '@scouting/contract/schemas/paging';
import { englishOf } from '@scouting/contract/sentences';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createConsentedMinor,
  createMember,
  createVerifiedAgent,
  dobYearsAgo,
} from '../../../test/factories.ts';
import { multipart } from '../../../test/sample-files.ts';
import { buildTestApp, type TestApp, TestClient } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMember>>;

async function start(agent: Member, partnerId: number) {
  return agent.client.post('/api/conversations/start', { participant1_id: agent.id, participant2_id: partnerId });
}

async function conversationBetween(agent: Member, player: Member): Promise<number> {
  const response = await start(agent, player.id);
  if (response.statusCode >= 300) throw new Error(response.body);
  return response.json().id;
}

async function send(member: Member, conversationId: number, message: string) {
  return member.client.post('/api/messages/send', { conversationId, senderId: member.id, message });
}

describe('POST /api/conversations/start', () => {
  it('opens a conversation with a player, and reopens the same one whoever is named first', async () => {
    const agent = await createMember(t.app, 'Agent');
    const player = await createMember(t.app, 'Player');
    const first = await start(agent, player.id);
    expect(first.statusCode).toBe(201);
    const again = await agent.client.post('/api/conversations/start', {
      participant1_id: player.id,
      participant2_id: agent.id,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
  });

  it('validates the body and the partner', async () => {
    const agent = await createMember(t.app, 'Agent');
    const otherAgent = await createMember(t.app, 'Agent');
    expect((await agent.client.post('/api/conversations/start', { participant1_id: agent.id })).statusCode).toBe(400);
    const self = await start(agent, agent.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toBe(englishOf(MESSAGES.cannotMessageYourself));
    expect((await start(agent, otherAgent.id)).statusCode).toBe(404);
    expect((await start(agent, 999_999)).statusCode).toBe(404);
  });

  it('refuses anonymous (401), a pair without the caller (403) and non-agents (403)', async () => {
    const agent = await createMember(t.app, 'Agent');
    const player = await createMember(t.app, 'Player');
    const otherPlayer = await createMember(t.app, 'Player');
    const body = { participant1_id: agent.id, participant2_id: player.id };
    expect((await new TestClient(t.app).post('/api/conversations/start', body)).statusCode).toBe(401);
    const notMine = await agent.client.post('/api/conversations/start', {
      participant1_id: otherPlayer.id,
      participant2_id: player.id,
    });
    expect(notMine.statusCode).toBe(403);
    // A player writes to a poster only once invited to a trial (below).
    const asPlayer = await player.client.post('/api/conversations/start', body);
    expect(asPlayer.statusCode).toBe(403);
    expect(asPlayer.json().error).toBe(englishOf(APPLICATION_MESSAGES.writeAfterTrialInvitation));
    const scout = await createMember(t.app, 'Scout');
    const asScoutForOthers = await scout.client.post('/api/conversations/start', body);
    expect(asScoutForOthers.statusCode).toBe(403);
    const admin = await createAdmin(t.app);
    expect((await admin.client.post('/api/conversations/start', body)).statusCode).toBe(403);
  });
});

describe('a player writes to the poster who invited them to a trial', () => {
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

  /** The poster's post, the player's application to it, and (unless not) the poster's trial invitation. */
  async function appliedAndInvited(poster: Member, player: Member, invite = true) {
    const posted = await poster.client.post('/api/opportunities', { description: 'Trial for a left back' });
    expect(posted.statusCode, posted.body).toBe(201);
    const applied = await player.client.request({
      method: 'POST',
      url: '/api/apply',
      ...multipart(
        { playerId: String(player.id), opportunityId: String(posted.json().id), introduction: 'Hello.' },
        {},
      ),
    });
    expect(applied.statusCode, applied.body).toBe(201);
    if (!invite) return;
    const invited = await poster.client.post(`/api/applications/${applied.json().applicationId}/trial-invitation`, {
      startsAt: inDays(7),
      venue: 'Pitch 2',
      details: '',
    });
    expect(invited.statusCode, invited.body).toBe(200);
  }

  const startAs = (player: Member, posterId: number) =>
    player.client.post('/api/conversations/start', { participant1_id: player.id, participant2_id: posterId });

  it('opens the conversation once invited, the same one the poster would open, and both can write', async () => {
    const club = await createMember(t.app, 'Club');
    const player = await createMember(t.app, 'Player');
    await appliedAndInvited(club, player, false);
    const early = await startAs(player, club.id);
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toBe(englishOf(APPLICATION_MESSAGES.writeAfterTrialInvitation));

    const other = await createMember(t.app, 'Club');
    await appliedAndInvited(other, player);
    // Invited by another poster: still not this one.
    expect((await startAs(player, club.id)).statusCode).toBe(403);
    const opened = await startAs(player, other.id);
    expect(opened.statusCode).toBe(201);
    const conversationId = opened.json().id as number;
    expect((await send(player, conversationId, 'Thank you, I will be there.')).statusCode).toBe(201);
    expect((await send(other, conversationId, 'See you on Saturday.')).statusCode).toBe(201);
    const again = await other.client.post('/api/conversations/start', {
      participant1_id: other.id,
      participant2_id: player.id,
    });
    expect(again.json().id).toBe(conversationId);
  });

  it('a minor writes only to an agent whose contact request an admin approved', async () => {
    const admin = await createAdmin(t.app);
    const agent = await createVerifiedAgent(t.app);
    const minor = await createConsentedMinor(t.app);
    await appliedAndInvited(agent, minor);
    const refused = await startAs(minor, agent.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(englishOf(APPLICATION_MESSAGES.minorWritesToApprovedAgents));

    const asked = await agent.client.post('/api/underage-message-request', {
      agentId: agent.id,
      playerId: minor.id,
      message: 'About your trial on Saturday.',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect((await admin.client.post(`/api/approve-underage-request/${asked.json().id}`)).statusCode).toBe(200);
    expect((await startAs(minor, agent.id)).statusCode).toBe(201);
  });
});

describe('GET /api/conversations/:userId', () => {
  it('lists both sides by last activity with the partner name and last message, paged', async () => {
    const agent = await createMember(t.app, 'Agent', { fullName: 'Alex Agent' });
    const players = [] as Member[];
    for (const name of ['Ana One', 'Ben Two', 'Cai Three']) {
      players.push(await createMember(t.app, 'Player', { fullName: name }));
    }
    const ids = [] as number[];
    for (const player of players) ids.push(await conversationBetween(agent, player));
    await send(agent, ids[0] as number, 'First to Ana');
    await send(agent, ids[2] as number, 'To Cai');
    await send(players[0] as Member, ids[0] as number, 'Ana answers with a rather long message indeed');

    const page = (await agent.client.get(`/api/conversations/${agent.id}?limit=2`)).json();
    expect(page.conversations.map((c: { partnerName: string }) => c.partnerName)).toEqual(['Ana One', 'Cai Three']);
    expect(page.conversations[0]).toMatchObject({
      id: ids[0],
      partnerId: players[0]?.id,
      partnerRole: 'Player',
      lastMessage: 'Ana answers with a rather long message indeed',
    });
    expect(page.nextCursor).toEqual(expect.any(String));
    const rest = (await agent.client.get(`/api/conversations/${agent.id}?limit=2&cursor=${page.nextCursor}`)).json();
    expect(rest.conversations).toMatchObject([{ partnerName: 'Ben Two', lastMessage: null }]);
    expect(rest.nextCursor).toBeNull();

    const playerSide = (await players[0]?.client.get(`/api/conversations/${players[0]?.id}`))?.json();
    expect(playerSide.conversations).toMatchObject([{ id: ids[0], partnerName: 'Alex Agent', partnerRole: 'Agent' }]);
  });

  it('is for the member themself only (401 anonymous, 403 another member or an admin, 400 bad query)', async () => {
    const player = await createMember(t.app, 'Player');
    const other = await createMember(t.app, 'Agent');
    const admin = await createAdmin(t.app);
    expect((await new TestClient(t.app).get(`/api/conversations/${player.id}`)).statusCode).toBe(401);
    expect((await other.client.get(`/api/conversations/${player.id}`)).statusCode).toBe(403);
    expect((await admin.client.get(`/api/conversations/${player.id}`)).statusCode).toBe(403);
    expect((await player.client.get(`/api/conversations/${player.id}?limit=0`)).statusCode).toBe(400);
    expect((await player.client.get('/api/conversations/abc')).statusCode).toBe(400);
  });
});

describe('messages', () => {
  it('sends, notifies the recipient, and pages newest first with before and after cursors', async () => {
    const agent = await createMember(t.app, 'Agent', { fullName: 'Alex Agent' });
    const player = await createMember(t.app, 'Player');
    const id = await conversationBetween(agent, player);

    const sent = await send(agent, id, '  Hello there  ');
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ conversation_id: id, sender_id: agent.id, message: 'Hello there' });
    const notifications = (await player.client.get(`/api/notifications/${player.id}`)).json();
    expect(notifications.unreadCount).toBe(1);
    expect(notifications.notifications[0]).toMatchObject({
      type: 'message_received',
      message: 'New message from Alex Agent',
      link: `/player-dashboard?conversation=${id}`,
    });

    for (let n = 2; n <= 5; n++) await send(n % 2 ? agent : player, id, `Message ${n}`);
    const newest = (await player.client.get(`/api/messages/${id}?limit=3`)).json();
    expect(newest.messages.map((m: { message: string }) => m.message)).toEqual(['Message 3', 'Message 4', 'Message 5']);
    expect(newest).toMatchObject({ hasOlder: true, hasNewer: false });
    const older = (await player.client.get(`/api/messages/${id}?limit=3&cursor=${newest.nextCursor}`)).json();
    expect(older.messages.map((m: { message: string }) => m.message)).toEqual(['Hello there', 'Message 2']);
    expect(older.hasOlder).toBe(false);

    const lastSeen = newest.messages[2].id;
    expect((await agent.client.get(`/api/messages/${id}?after=${lastSeen}`)).json().messages).toEqual([]);
    await send(player, id, 'Message 6');
    const fresh = (await agent.client.get(`/api/messages/${id}?after=${lastSeen}`)).json();
    expect(fresh.messages).toMatchObject([{ message: 'Message 6', sender_id: player.id }]);
  });

  it("a member's words that read like the removal stay the member's words", async () => {
    const agent = await createMember(t.app, 'Agent');
    const player = await createMember(t.app, 'Player');
    const id = await conversationBetween(agent, player);
    // What a hidden message's row answers in place of its words: typed, it is only text.
    expect((await send(agent, id, MESSAGES.messageRemovedByAdmin)).json()).toMatchObject({ removed: false });
    const thread = (await player.client.get(`/api/messages/${id}`)).json();
    expect(thread.messages).toMatchObject([{ message: MESSAGES.messageRemovedByAdmin, removed: false }]);
    const inbox = (await player.client.get(`/api/conversations/${player.id}`)).json();
    expect(inbox.conversations.find((c: { id: number }) => c.id === id)).toMatchObject({
      lastMessage: MESSAGES.messageRemovedByAdmin,
      lastMessageRemoved: false,
    });
  });

  it('refuses an empty or whitespace-only message and bad cursors', async () => {
    const agent = await createMember(t.app, 'Agent');
    const player = await createMember(t.app, 'Player');
    const id = await conversationBetween(agent, player);
    const blank = await send(agent, id, '  \n ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe(englishOf(MESSAGES.messageEmpty));
    expect((await agent.client.post('/api/messages/send', { senderId: agent.id, message: 'x' })).statusCode).toBe(400);
    expect((await send(agent, id, 'x'.repeat(5001))).statusCode).toBe(400);
    expect((await agent.client.get(`/api/messages/${id}?cursor=${idCursor.encode([3])}&after=1`)).statusCode).toBe(400);
    expect((await agent.client.get(`/api/messages/${id}?before=3`)).statusCode).toBe(400);
    expect((await send(agent, 999_999, 'Hello')).statusCode).toBe(404);
    expect((await agent.client.get('/api/messages/999999')).statusCode).toBe(404);
    expect((await player.client.get(`/api/conversations/${player.id}`)).json().conversations[0].lastMessage).toBeNull();
  });

  it('lets only the two participants read or post, and nobody send as someone else', async () => {
    const agent = await createMember(t.app, 'Agent');
    const player = await createMember(t.app, 'Player');
    const outsider = await createMember(t.app, 'Player');
    const admin = await createAdmin(t.app);
    const id = await conversationBetween(agent, player);
    await send(agent, id, 'Private');

    expect((await new TestClient(t.app).get(`/api/messages/${id}`)).statusCode).toBe(401);
    expect(
      (await new TestClient(t.app).post('/api/messages/send', { conversationId: id, senderId: agent.id, message: 'x' }))
        .statusCode,
    ).toBe(401);
    const read = await outsider.client.get(`/api/messages/${id}`);
    expect(read.statusCode).toBe(403);
    expect(read.json().error).toBe(englishOf(MESSAGES.notAParticipant));
    expect((await send(outsider, id, 'Let me in')).statusCode).toBe(403);
    expect((await admin.client.get(`/api/messages/${id}`)).statusCode).toBe(403);
    const adminPost = await admin.client.post('/api/messages/send', {
      conversationId: id,
      senderId: admin.id,
      message: 'x',
    });
    expect(adminPost.statusCode).toBe(403);

    const spoofed = await player.client.post('/api/messages/send', {
      conversationId: id,
      senderId: agent.id,
      message: 'x',
    });
    expect(spoofed.statusCode).toBe(403);
    expect(spoofed.json().error).toBe(englishOf(MESSAGES.senderMustBeYou));
    const adminSpoof = await admin.client.post('/api/messages/send', {
      conversationId: id,
      senderId: agent.id,
      message: 'x',
    });
    expect(adminSpoof.statusCode).toBe(403);
    const thread = (await agent.client.get(`/api/messages/${id}`)).json();
    expect(thread.messages.map((m: { message: string }) => m.message)).toEqual(['Private']);
  });
});

describe('messaging a minor', () => {
  it('judges by birth year and month: the 18th-birthday month is adult, the month before is not', async () => {
    // A verified agent, and a minor whose parent confirmed: one who may see the minor (docs/product.md#who-may-see-whom).
    const agent = await createVerifiedAgent(t.app);
    const justAdult = await createMember(t.app, 'Player', { dob: dobYearsAgo(18, 0) });
    const almostAdult = await createConsentedMinor(t.app, { dob: dobYearsAgo(17, 11) });
    expect((await start(agent, justAdult.id)).statusCode).toBe(201);
    const refused = await start(agent, almostAdult.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'UNDERAGE_APPROVAL_REQUIRED',
      error: englishOf(MESSAGES.underageApprovalRequired),
    });
  });
});
