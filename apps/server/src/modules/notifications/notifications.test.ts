import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createAdmin, createMember } from '../../../test/factories.ts';
import { buildTestApp, type TestApp, TestClient } from '../../../test/test-app.ts';
import { notify } from './notify.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('notifications', () => {
  it('lists newest first with the unread count, pages with a cursor, and marks all read', async () => {
    const player = await createMember(t.app, 'Player');
    for (let i = 1; i <= 5; i++)
      await notify(t.db, player.id, 'welcome', `Message ${i}`, i === 5 ? '/player-dashboard' : null);

    const first = (await player.client.get(`/api/notifications/${player.id}?limit=3`)).json();
    expect(first.notifications.map((n: { message: string }) => n.message)).toEqual([
      'Message 5',
      'Message 4',
      'Message 3',
    ]);
    expect(first.notifications[0]).toMatchObject({ type: 'welcome', link: '/player-dashboard', isRead: false });
    expect(first.unreadCount).toBe(5);
    const second = (
      await player.client.get(`/api/notifications/${player.id}?limit=3&cursor=${first.nextCursor}`)
    ).json();
    expect(second.notifications.map((n: { message: string }) => n.message)).toEqual(['Message 2', 'Message 1']);
    expect(second.nextCursor).toBeNull();

    const read = await player.client.put(`/api/notifications/${player.id}/read`);
    expect(read.json()).toEqual({ unreadCount: 0 });
    const after = (await player.client.get(`/api/notifications/${player.id}`)).json();
    expect(after.unreadCount).toBe(0);
    expect(after.notifications.every((n: { isRead: boolean }) => n.isRead)).toBe(true);
  });

  it('keeps the unread count on a page past the last notification, and refuses a cursor beyond any id', async () => {
    const player = await createMember(t.app, 'Player');
    await notify(t.db, player.id, 'welcome', 'Only one', null);
    const [only] = (await player.client.get(`/api/notifications/${player.id}`)).json().notifications;
    const cursorOf = (id: number) => Buffer.from(JSON.stringify([id])).toString('base64url');
    const past = (await player.client.get(`/api/notifications/${player.id}?cursor=${cursorOf(only.id)}`)).json();
    expect(past).toEqual({ notifications: [], unreadCount: 1, nextCursor: null });
    const forged = await player.client.get(`/api/notifications/${player.id}?cursor=${cursorOf(2 ** 31)}`);
    expect(forged.statusCode).toBe(400);
  });

  it('accepts the mark-read call without a body', async () => {
    const agent = await createMember(t.app, 'Agent');
    const response = await agent.client.request({
      method: 'PUT',
      url: `/api/notifications/${agent.id}/read`,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses anonymous (401), another member (403) and an account without a member (403)', async () => {
    const player = await createMember(t.app, 'Player');
    const other = await createMember(t.app, 'Agent');
    expect((await new TestClient(t.app).get(`/api/notifications/${player.id}`)).statusCode).toBe(401);
    expect((await other.client.get(`/api/notifications/${player.id}`)).statusCode).toBe(403);
    expect((await other.client.put(`/api/notifications/${player.id}/read`)).statusCode).toBe(403);
    const { client } = await createAccount(t.app);
    const unregistered = await client.get(`/api/notifications/${player.id}`);
    expect(unregistered.statusCode).toBe(403);
    expect(unregistered.json().code).toBe('REGISTRATION_REQUIRED');
  });

  it('lets an admin read a member’s notifications', async () => {
    const player = await createMember(t.app, 'Player');
    await notify(t.db, player.id, 'welcome', 'Hello');
    const admin = await createAdmin(t.app);
    expect((await admin.client.get(`/api/notifications/${player.id}`)).json().unreadCount).toBe(1);
  });
});

describe('GET /api/admin/member-counts', () => {
  it('is for admins only', async () => {
    const player = await createMember(t.app, 'Player');
    expect((await new TestClient(t.app).get('/api/admin/member-counts')).statusCode).toBe(401);
    const wrongRole = await player.client.get('/api/admin/member-counts');
    expect(wrongRole.statusCode).toBe(403);
    expect(wrongRole.json().code).toBe('WRONG_ROLE');
    const admin = await createAdmin(t.app);
    const counts = (await admin.client.get('/api/admin/member-counts')).json();
    expect(counts.Player).toBeGreaterThanOrEqual(1);
    expect(counts.Admin).toBeGreaterThanOrEqual(1);
  });
});

describe('POST /api/test/notifications', () => {
  it('exists for browser journeys under NODE_ENV=test only', async () => {
    const player = await createMember(t.app, 'Player');
    const created = await new TestClient(t.app).post('/api/test/notifications', { memberId: player.id, message: 'Hi' });
    expect(created.statusCode).toBe(201);
    expect((await player.client.get(`/api/notifications/${player.id}`)).json().unreadCount).toBe(1);

    const development = await buildTestApp({ NODE_ENV: 'development' });
    try {
      const absent = await development.app.inject({ method: 'POST', url: '/api/test/notifications', payload: {} });
      expect(absent.statusCode).toBe(404);
    } finally {
      await development.close();
    }
  });
});
