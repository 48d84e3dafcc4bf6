import type { TMe } from '@scouting/contract/schemas/system';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const player: TMe = {
  user: { id: 'u1', email: 'ann@example.com', emailVerified: true, twoFactorEnabled: false },
  member: { id: 7, role: 'Player', fullName: 'Ann Lee', username: 'ann', profileImageUrl: null },
  language: null,
} as TMe;
const admin = (twoFactorEnabled: boolean): TMe =>
  ({
    ...player,
    user: { ...player.user, twoFactorEnabled },
    member: { ...player.member, role: 'Admin' },
  }) as TMe;

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

// Each test gets the modules afresh: the session's answer and the greeting are kept per page load.
async function load(session: TMe | null) {
  vi.resetModules();
  const fetch = vi.fn(async () => json(session));
  vi.stubGlobal('fetch', fetch);
  return { fetch, ...(await import('./first-screen-greeting.tsx')) };
}

describe('the greeting a dashboard paints first', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('greets a member on their own dashboard only, and an admin only once two-factor is on', async () => {
    const { greetedMember } = await load(null);
    expect(greetedMember(player, '/player-dashboard')?.fullName).toBe('Ann Lee');
    expect(greetedMember(player, '/agent-dashboard')).toBeUndefined();
    expect(greetedMember(player, '/video-pool')).toBeUndefined();
    expect(greetedMember(null, '/player-dashboard')).toBeUndefined();
    expect(greetedMember({ ...player, member: null } as TMe, '/player-dashboard')).toBeUndefined();
    expect(greetedMember(admin(false), '/admin-dashboard')).toBeUndefined();
    expect(greetedMember(admin(true), '/admin-dashboard')?.role).toBe('Admin');
  });

  it('lets any other page load at once, without asking for the session', async () => {
    const { greetingFirst, fetch } = await load(player);
    await expect(greetingFirst('/video-pool')).resolves.toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('lets a dashboard that greets nobody load as soon as the session is known', async () => {
    const { greetingFirst, fetch } = await load(null);
    await expect(greetingFirst('/player-dashboard')).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('holds the member pages until the greeting is shown, at most a second and a half', async () => {
    const { greetingFirst } = await load(player);
    let released = false;
    const waiting = greetingFirst('/player-dashboard').then(() => {
      released = true;
    });
    await vi.advanceTimersByTimeAsync(1400);
    expect(released).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    await waiting;
    expect(released).toBe(true);
  });
});
