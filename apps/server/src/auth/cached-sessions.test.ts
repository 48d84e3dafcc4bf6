import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAdmin, createMember, latestMail, STRONG_PASSWORD } from '../../test/factories.ts';
import { TestClient, useTestApp } from '../../test/test-app.ts';
import { enableTwoFactorFor } from '../../test/two-factor.ts';
import { members } from '../db/schema/index.ts';
import { forgetMember } from './caller-cache.ts';

// Decision 014: the session and member lookups are cached, and security never weakens. Every test first
// lets the caller settle in the cache (two requests), then checks the change is seen at once.
const t = useTestApp({}, {}, 180_000);

type Member = Awaited<ReturnType<typeof createMember>>;

async function settle(member: Member) {
  for (let i = 0; i < 2; i++) expect((await member.client.get('/api/me')).statusCode).toBe(200);
}

/** Another browser holding a copy of this member's cookie. */
function replayOf(member: Member): TestClient {
  const copy = new TestClient(t.app);
  copy.cookie = member.client.cookie;
  return copy;
}

describe('cached sessions end at once', () => {
  it('refuses a replayed cookie right after sign-out', async () => {
    const player = await createMember(t.app, 'Player');
    await settle(player);
    const replay = replayOf(player);
    expect((await replay.get(`/api/notifications/${player.id}`)).statusCode).toBe(200);
    expect((await player.client.post('/api/auth/sign-out')).statusCode).toBe(200);
    expect((await replay.get(`/api/notifications/${player.id}`)).statusCode).toBe(401);
    expect((await replay.get('/api/me')).statusCode).toBe(401);
  });

  it('ends every session at once when the password is reset', async () => {
    const player = await createMember(t.app, 'Player');
    await settle(player);
    const other = new TestClient(t.app);
    await other.post('/api/auth/request-password-reset', { email: player.email, redirectTo: '/reset-password' });
    const token = new URL((await latestMail(t.app, player.email)).link).searchParams.get('token');
    expect((await other.post('/api/auth/reset-password', { token, newPassword: 'N3w!Password' })).statusCode).toBe(200);
    expect((await player.client.get(`/api/notifications/${player.id}`)).statusCode).toBe(401);
  });

  it('refuses a suspended member on their very next request', async () => {
    const admin = await createAdmin(t.app);
    const agent = await createMember(t.app, 'Agent');
    const player = await createMember(t.app, 'Player');
    await settle(agent);
    const replay = replayOf(agent);
    const { id } = (
      await player.client.post('/api/reports', { subjectType: 'profile', subjectId: agent.id, reason: 'Other' })
    ).json();
    const decided = await admin.client.post(`/api/admin/reports/${id}/decision`, { action: 'suspend' });
    expect(decided.json()).toMatchObject({ status: 'suspended' });
    expect((await replay.get('/api/opportunities')).statusCode).toBe(401);
  });

  it('sees two-factor turned off at once (a Better Auth write)', async () => {
    const player = await createMember(t.app, 'Player');
    await enableTwoFactorFor(t.app, player.email);
    await settle(player);
    expect((await player.client.get('/api/me')).json().user.twoFactorEnabled).toBe(true);
    const off = await player.client.post('/api/auth/two-factor/disable', { password: STRONG_PASSWORD });
    expect(off.statusCode).toBe(200);
    expect((await player.client.get('/api/me')).json().user.twoFactorEnabled).toBe(false);
  });
});

describe('cached members change at once', () => {
  it('sees a role and a name change as soon as the write marks the member changed', async () => {
    const player = await createMember(t.app, 'Player', { fullName: 'Pat Player' });
    await settle(player);
    await t.db.update(members).set({ fullName: 'Pat Agent', role: 'Agent' }).where(eq(members.id, player.id));
    // The cache is really in use: a write that does not mark its change is not seen (for up to 60 s)…
    expect((await player.client.get('/api/me')).json().member).toMatchObject({
      fullName: 'Pat Player',
      role: 'Player',
    });
    // …and every write in the app marks it (memberChanged in a request, forgetMember outside one).
    await forgetMember(t.app.keyValueStore, player.id);
    expect((await player.client.get('/api/me')).json().member).toMatchObject({ fullName: 'Pat Agent', role: 'Agent' });
    const wrongRole = await player.client.get(`/api/opportunities-for-player/${player.id}`);
    expect(wrongRole.statusCode).toBe(403);
    expect(wrongRole.json().code).toBe('WRONG_ROLE');
  });

  it('sees a reinstatement at once too', async () => {
    const admin = await createAdmin(t.app);
    const player = await createMember(t.app, 'Player');
    await settle(player);
    await t.db.update(members).set({ suspendedAt: new Date() }).where(eq(members.id, player.id));
    await forgetMember(t.app.keyValueStore, player.id);
    expect((await player.client.get(`/api/notifications/${player.id}`)).json().code).toBe('ACCOUNT_SUSPENDED');
    expect((await admin.client.post(`/api/admin/members/${player.id}/reinstate`, {})).statusCode).toBe(200);
    expect((await player.client.get(`/api/notifications/${player.id}`)).statusCode).toBe(200);
  });
});
