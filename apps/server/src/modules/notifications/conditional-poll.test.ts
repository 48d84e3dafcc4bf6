import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countDatabaseCalls } from '../../../test/database-calls.ts';
import { createAdmin, createMember } from '../../../test/factories.ts';
import { type TestClient, useTestApp } from '../../../test/test-app.ts';
import { forgetMember } from '../../auth/caller-cache.ts';
import { members } from '../../db/schema/index.ts';

// Generous setup time: the embedded database is migrated per file, on a busy machine too.
const t = useTestApp({}, {}, 180_000);
afterEach(() => vi.restoreAllMocks());

type Member = Awaited<ReturnType<typeof createMember>>;

/** The bell's poll as a browser revalidates it: with the ETag of the last full answer, if any. */
async function poll(client: TestClient, memberId: number, etag?: string, query = '') {
  return client.request({
    method: 'GET',
    url: `/api/notifications/${memberId}${query}`,
    headers: etag ? { 'if-none-match': etag } : {},
  });
}

/** A full answer's ETag, after the caller's session and member are in the cache (two requests). */
async function settled(member: Member): Promise<string> {
  await poll(member.client, member.id);
  const full = await poll(member.client, member.id);
  expect(full.statusCode).toBe(200);
  const etag = full.headers.etag;
  if (typeof etag !== 'string') throw new Error('no ETag');
  return etag;
}

async function conversation(agent: Member, player: Member): Promise<number> {
  const started = await agent.client.post('/api/conversations/start', {
    participant1_id: agent.id,
    participant2_id: player.id,
  });
  return started.json().id;
}

describe('the conditional notification poll', () => {
  it('answers 304 with an empty body while nothing changed, and private, no-cache always', async () => {
    const player = await createMember(t.app, 'Player');
    const etag = await settled(player);
    expect(etag).toMatch(/^W\/".+"$/);
    const unchanged = await poll(player.client, player.id, etag);
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    // A Content-Length other than the full answer's makes clients wait for bytes (RFC 9110 §15.4.5).
    expect(unchanged.headers['content-length']).toBeUndefined();
    expect(unchanged.headers['content-type']).toBeUndefined();
    expect(unchanged.headers['cache-control']).toBe('private, no-cache');
    // Only the fields that update the browser's stored answer, which keeps its own security headers.
    expect(unchanged.headers['content-security-policy']).toBeUndefined();
    expect(unchanged.headers['x-frame-options']).toBeUndefined();
    const full = await poll(player.client, player.id);
    expect(full.headers['cache-control']).toBe('private, no-cache');
    expect(full.headers['content-security-policy']).toContain("default-src 'self'");
    // Revalidated after a change: a full answer, with every security header.
    await t.app.inject({
      method: 'POST',
      url: '/api/test/notifications',
      payload: { memberId: player.id, message: 'x' },
    });
    const changed = await poll(player.client, player.id, etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers['content-security-policy']).toContain("default-src 'self'");
    expect(changed.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('asks the database nothing for a 304, not even for the session or the member', async () => {
    const player = await createMember(t.app, 'Player');
    const etag = await settled(player);
    const databaseCalls = countDatabaseCalls(t.db);
    expect((await poll(player.client, player.id, etag)).statusCode).toBe(304);
    expect(databaseCalls()).toBe(0);
    // The counter sees the database when it is asked: a full answer after a change is not free.
    await t.app.inject({
      method: 'POST',
      url: '/api/test/notifications',
      payload: { memberId: player.id, message: 'x' },
    });
    const calls = countDatabaseCalls(t.db);
    expect((await poll(player.client, player.id)).statusCode).toBe(200);
    expect(calls()).toBeGreaterThan(0);
  });

  it('writes a full answer once per version: a poll without a tag is answered from it, asking nothing', async () => {
    const player = await createMember(t.app, 'Player');
    const etag = await settled(player);
    const databaseCalls = countDatabaseCalls(t.db);
    const again = await poll(player.client, player.id);
    expect(again.statusCode).toBe(200);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.json()).toEqual({ notifications: [], unreadCount: 0, nextCursor: null });
    expect(databaseCalls()).toBe(0);
    await t.app.inject({
      method: 'POST',
      url: '/api/test/notifications',
      payload: { memberId: player.id, message: 'Something new' },
    });
    const changed = await poll(player.client, player.id);
    expect(changed.json()).toMatchObject({ unreadCount: 1, notifications: [{ message: 'Something new' }] });
    expect(databaseCalls()).toBeGreaterThan(0);
  });

  it('answers in full after a new notification, after marking read, and after a message', async () => {
    const player = await createMember(t.app, 'Player');
    const agent = await createMember(t.app, 'Agent', { fullName: 'Alex Agent' });
    let etag = await settled(player);

    const notified = await t.app.inject({
      method: 'POST',
      url: '/api/test/notifications',
      payload: { memberId: player.id, message: 'Something happened' },
    });
    expect(notified.statusCode).toBe(201);
    const afterNotice = await poll(player.client, player.id, etag);
    expect(afterNotice.statusCode).toBe(200);
    expect(afterNotice.json().unreadCount).toBe(1);
    etag = afterNotice.headers.etag as string;
    expect((await poll(player.client, player.id, etag)).statusCode).toBe(304);

    expect((await player.client.put(`/api/notifications/${player.id}/read`)).statusCode).toBe(200);
    const afterRead = await poll(player.client, player.id, etag);
    expect(afterRead.statusCode).toBe(200);
    expect(afterRead.json().unreadCount).toBe(0);
    etag = afterRead.headers.etag as string;

    const id = await conversation(agent, player);
    const sent = await agent.client.post('/api/messages/send', {
      conversationId: id,
      senderId: agent.id,
      message: 'Hi',
    });
    expect(sent.statusCode).toBe(201);
    const afterMessage = await poll(player.client, player.id, etag);
    expect(afterMessage.statusCode).toBe(200);
    expect(afterMessage.json().notifications[0]).toMatchObject({ message: 'New message from Alex Agent' });
  });

  it("gives each page its own tag, and one member's change leaves another's poll unchanged", async () => {
    const player = await createMember(t.app, 'Player');
    const other = await createMember(t.app, 'Player');
    const etag = await settled(player);
    const otherTag = await settled(other);
    const page = await poll(player.client, player.id, etag, '?limit=1');
    expect(page.statusCode).toBe(200);
    expect(page.headers.etag).not.toBe(etag);
    await t.app.inject({
      method: 'POST',
      url: '/api/test/notifications',
      payload: { memberId: player.id, message: 'x' },
    });
    expect((await poll(other.client, other.id, otherTag)).statusCode).toBe(304);
    expect((await poll(player.client, player.id, etag)).statusCode).toBe(200);
  });

  it('still refuses another member with a valid tag (authorization comes before the 304)', async () => {
    const player = await createMember(t.app, 'Player');
    const other = await createMember(t.app, 'Agent');
    const etag = await settled(player);
    await settled(other);
    expect((await poll(other.client, player.id, etag)).statusCode).toBe(403);
  });

  it("answers 304 early only to a request the route would serve; any other gets the route's own answer", async () => {
    const player = await createMember(t.app, 'Player');
    const etag = await settled(player);
    expect((await poll(player.client, player.id, etag, '?limit=abc')).statusCode).toBe(400);
    const notAnId = await player.client.request({ url: '/api/notifications/abc', headers: { 'if-none-match': etag } });
    expect(notAnId.statusCode).toBe(400);
    // Anonymous, the same wrong id is refused for who calls before what was sent (decision 076).
    expect((await t.app.inject({ url: '/api/notifications/abc', headers: { 'if-none-match': etag } })).statusCode).toBe(
      401,
    );
    const anonymous = await t.app.inject({
      url: `/api/notifications/${player.id}`,
      headers: { 'if-none-match': etag },
    });
    expect(anonymous.statusCode).toBe(401);
    // Suspended after the tag was handed out (sessions kept here, to reach the member rule itself).
    await t.db.update(members).set({ suspendedAt: new Date() }).where(eq(members.id, player.id));
    await forgetMember(t.app.keyValueStore, player.id);
    const suspended = await poll(player.client, player.id, etag);
    expect(suspended.statusCode).toBe(403);
    expect(suspended.json().code).toBe('ACCOUNT_SUSPENDED');
  });

  it("answers a page by its own tag, and an admin reading a member's list like the member", async () => {
    const admin = await createAdmin(t.app);
    const player = await createMember(t.app, 'Player');
    const page = await poll(player.client, player.id, undefined, '?limit=1');
    const pageTag = page.headers.etag as string;
    expect((await poll(player.client, player.id, pageTag, '?limit=1')).statusCode).toBe(304);
    expect((await poll(player.client, player.id, pageTag, '?limit=2')).statusCode).toBe(200);
    await poll(admin.client, player.id);
    const asAdmin = await poll(admin.client, player.id);
    expect(asAdmin.statusCode).toBe(200);
    expect((await poll(admin.client, player.id, asAdmin.headers.etag as string)).statusCode).toBe(304);
  });
});
