import { LIVE_EVENTS_PATH } from '@scouting/contract/live-updates';
import { MESSAGES } from '@scouting/contract/messages';
import { ZMessageEvent, ZNotificationEvent } from '@scouting/contract/schemas/live-updates';
import { englishOf } from '@scouting/contract/sentences';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventStreamReader } from '../../../test/event-stream.ts';
import { createAccount, createAdmin, createMember, latestMail } from '../../../test/factories.ts';
import { buildTestApp, type TestApp, TestClient } from '../../../test/test-app.ts';
import { forgetAccount } from '../../auth/caller-cache.ts';
import { members, session } from '../../db/schema/index.ts';
import { MAX_STREAMS_PER_MEMBER } from './routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMember>>;

/** Opens the member's event stream as their browser would; answers the response and what it delivers. */
async function openStream(client: TestClient) {
  const response = await client.request({ method: 'GET', url: LIVE_EVENTS_PATH, payloadAsStream: true });
  return { response, reader: response.statusCode === 200 ? new EventStreamReader(response.stream()) : null };
}

async function openReader(member: Member) {
  const { response, reader } = await openStream(member.client);
  expect(response.statusCode).toBe(200);
  if (!reader) throw new Error('no stream');
  return reader;
}

async function conversation(agent: Member, player: Member): Promise<number> {
  const started = await agent.client.post('/api/conversations/start', {
    participant1_id: agent.id,
    participant2_id: player.id,
  });
  if (started.statusCode >= 300) throw new Error(started.body);
  return started.json().id;
}

describe('GET /api/events', () => {
  it('refuses anonymous callers (401) and accounts that have not registered (403)', async () => {
    expect((await openStream(new TestClient(t.app))).response.statusCode).toBe(401);
    const account = await createAccount(t.app);
    const refused = (await openStream(account.client)).response;
    expect(refused.statusCode).toBe(403);
  });

  it('is an unbuffered, uncompressed event stream', async () => {
    const player = await createMember(t.app, 'Player');
    const { response } = await openStream(player.client);
    expect(response.headers['content-type']).toBe('text/event-stream');
    expect(response.headers['x-accel-buffering']).toBe('no');
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('brings the recipient the message and the notification, and the sender their own message', async () => {
    const agent = await createMember(t.app, 'Agent', { fullName: 'Live Agent' });
    const player = await createMember(t.app, 'Player');
    const id = await conversation(agent, player);
    const playerStream = await openReader(player);
    const agentStream = await openReader(agent);

    const sent = await agent.client.post('/api/messages/send', {
      conversationId: id,
      senderId: agent.id,
      message: 'Hi',
    });
    expect(sent.statusCode).toBe(201);

    const [message] = await playerStream.received('message');
    expect(ZMessageEvent.parse(message)).toEqual({ conversationId: id, message: sent.json() });
    const [notification] = await playerStream.received('notification');
    expect(ZNotificationEvent.parse(notification)).toMatchObject({
      notification: { type: 'message_received', message: 'New message from Live Agent', isRead: false },
      unreadCount: 1,
    });
    // The bell's list shows the same notification.
    const list = (await player.client.get(`/api/notifications/${player.id}`)).json();
    expect(list.notifications[0]).toEqual(ZNotificationEvent.parse(notification).notification);
    // The sender's other tabs show their own message, and the sender is not notified of it.
    expect(await agentStream.received('message')).toEqual([message]);
    expect(agentStream.of('notification')).toEqual([]);
  });

  it("does not bring a member another member's events", async () => {
    const agent = await createMember(t.app, 'Agent');
    const player = await createMember(t.app, 'Player');
    const bystander = await createMember(t.app, 'Player');
    const id = await conversation(agent, player);
    const bystanderStream = await openReader(bystander);
    const playerStream = await openReader(player);

    await agent.client.post('/api/messages/send', { conversationId: id, senderId: agent.id, message: 'Private' });
    await playerStream.received('notification');
    // Published in the same order to every stream: the bystander would have had it by now.
    expect(bystanderStream.events).toEqual([]);
  });

  it('announces nothing when the action that would notify is refused', async () => {
    const agent = await createMember(t.app, 'Agent');
    const player = await createMember(t.app, 'Player');
    const id = await conversation(agent, player);
    const playerStream = await openReader(player);
    const refused = await agent.client.post('/api/messages/send', {
      conversationId: id,
      senderId: player.id,
      message: 'x',
    });
    expect(refused.statusCode).toBe(403);
    await agent.client.post('/api/messages/send', { conversationId: id, senderId: agent.id, message: 'Real' });
    const [first] = await playerStream.received('message');
    expect(ZMessageEvent.parse(first).message.message).toBe('Real');
  });

  it('closes the stream of a member who is suspended', async () => {
    const admin = await createAdmin(t.app);
    const agent = await createMember(t.app, 'Agent');
    const player = await createMember(t.app, 'Player');
    const stream = await openReader(agent);
    const reported = await player.client.post('/api/reports', {
      subjectType: 'profile',
      subjectId: agent.id,
      reason: 'Other',
    });
    const decided = await admin.client.post(`/api/admin/reports/${reported.json().id}/decision`, { action: 'suspend' });
    expect(decided.statusCode).toBe(200);
    await stream.closed();
  });

  it('closes the stream of the session that signs out, and keeps the others of the same member', async () => {
    const player = await createMember(t.app, 'Player');
    const otherDevice = new TestClient(t.app);
    const signedIn = await otherDevice.post('/api/auth/sign-in/email', {
      email: player.email,
      password: player.password,
    });
    expect(signedIn.statusCode).toBe(200);
    const leaving = await openReader(player);
    const staying = await openStream(otherDevice);
    expect(staying.response.statusCode).toBe(200);

    expect((await player.client.post('/api/auth/sign-out')).statusCode).toBe(200);
    await leaving.closed();
    expect(staying.reader?.ended).toBe(false);
  });

  it('closes every stream of a member whose password is reset (their sessions end with it)', async () => {
    const player = await createMember(t.app, 'Player');
    const stream = await openReader(player);
    const stranger = new TestClient(t.app);
    expect(
      (await stranger.post('/api/auth/request-password-reset', { email: player.email, redirectTo: '/reset-password' }))
        .statusCode,
    ).toBe(200);
    const token = new URL((await latestMail(t.app, player.email)).link).searchParams.get('token');
    const reset = await stranger.post('/api/auth/reset-password', { token, newPassword: 'N3w!Password' });
    expect(reset.statusCode, reset.body).toBe(200);
    await stream.closed();
  });

  it('closes the streams of the sessions revoked from Settings, and keeps the one that revoked them', async () => {
    const player = await createMember(t.app, 'Player');
    const otherDevice = new TestClient(t.app, '10.0.4.1');
    await otherDevice.post('/api/auth/sign-in/email', { email: player.email, password: player.password });
    const revokedStream = await openReader({ ...player, client: otherDevice });
    const ownStream = await openReader(player);

    expect((await player.client.post('/api/auth/revoke-other-sessions', {})).statusCode).toBe(200);
    await revokedStream.closed();
    expect(ownStream.ended).toBe(false);
  });
});

describe('bounded streams', () => {
  it('ends a stream when its session expires', async () => {
    const player = await createMember(t.app, 'Player');
    // A session signed in without "remember me" is not extended by use: its end stays where it is.
    const device = new TestClient(t.app, '10.0.5.1');
    const signedIn = await device.post('/api/auth/sign-in/email', {
      email: player.email,
      password: player.password,
      rememberMe: false,
    });
    expect(signedIn.statusCode).toBe(200);
    const [row] = await t.db.select({ userId: members.authUserId }).from(members).where(eq(members.id, player.id));
    const userId = row?.userId ?? '';
    // Its end comes two seconds from now (as a day-old one's would); cached lookups must see it.
    await t.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 2_000) })
      .where(eq(session.userId, userId));
    await forgetAccount(t.app.keyValueStore, userId);
    const stream = await openReader({ ...player, client: device });
    expect(stream.ended).toBe(false);
    await expect.poll(() => stream.ended, { timeout: 8_000, interval: 50 }).toBe(true);
  });

  it(`refuses a member's stream beyond ${MAX_STREAMS_PER_MEMBER} open at once with 429, and not another member's`, async () => {
    const player = await createMember(t.app, 'Player');
    const device = new TestClient(t.app, '10.0.6.1');
    await device.post('/api/auth/sign-in/email', { email: player.email, password: player.password });
    const streams = [await openReader({ ...player, client: device })];
    for (let i = 1; i < MAX_STREAMS_PER_MEMBER; i++) streams.push(await openReader(player));
    const refused = await player.client.get(LIVE_EVENTS_PATH);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: englishOf(MESSAGES.tooManyEventStreams), code: 'RATE_LIMITED' });
    expect(streams.every((stream) => !stream.ended)).toBe(true);
    const other = await createMember(t.app, 'Player');
    expect((await openStream(other.client)).response.statusCode).toBe(200);
    // A stream that ends frees its place: the other device signs out, and a new stream opens.
    expect((await device.post('/api/auth/sign-out')).statusCode).toBe(200);
    await streams[0]?.closed();
    expect((await openStream(player.client)).response.statusCode).toBe(200);
  });
});

describe('shutdown', () => {
  // An app of its own, since closing it is the test; built like the file's (the matrix's allowance).
  let own: TestApp;
  beforeAll(async () => {
    own = await buildTestApp();
  }, 120_000);

  it('ends open streams so the server closes at once', async () => {
    const player = await createMember(own.app, 'Player');
    const { reader } = await openStream(player.client);
    const started = Date.now();
    await own.close();
    expect(Date.now() - started).toBeLessThan(5000);
    await reader?.closed();
  });
});
