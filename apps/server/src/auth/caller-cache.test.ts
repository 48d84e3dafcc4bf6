import { describe, expect, it } from 'vitest';
import { type AfterCommit, withAfterCommit } from '../infra/after-commit.ts';
import { createMemoryKeyValueStore } from '../infra/shared-state/key-value-store.ts';
import type { Caller, Member } from './caller.ts';
import { forgetAccount, forgetMember, lookupCachedCaller, memberChanged, rememberCaller } from './caller-cache.ts';

const member: Member = {
  id: 7,
  role: 'Player',
  fullName: 'Pat Player',
  username: 'pat',
  verifiedAgent: false,
  isMinor: false,
  consent: 'none',
  suspended: false,
  profileHidden: false,
};
const caller: Caller & { member: Member } = {
  user: { id: 'user-7', email: 'pat@example.com', emailVerified: true, twoFactorEnabled: false },
  member,
};
const cookie = 'session-token.signature';
const inAnHour = () => new Date(Date.now() + 3_600_000);

/** Looks the session up and stores it the way loadCaller does, until it is cached (two rounds). */
async function cache(store: ReturnType<typeof createMemoryKeyValueStore>) {
  for (let round = 0; round < 2; round++) {
    const found = await lookupCachedCaller(store, cookie);
    if (!found.caller) await rememberCaller(store, cookie, caller, inAnHour(), found);
  }
  return (await lookupCachedCaller(store, cookie)).caller;
}

describe('the caller cache', () => {
  it('answers from the second lookup on: the first could not read the versions before it', async () => {
    const store = createMemoryKeyValueStore();
    const first = await lookupCachedCaller(store, cookie);
    expect(first).toEqual({ caller: null, versions: null, known: null });
    await rememberCaller(store, cookie, caller, inAnHour(), first);
    const second = await lookupCachedCaller(store, cookie);
    expect(second.caller).toBeNull();
    expect(second.known).toEqual({ userId: 'user-7', memberId: 7 });
    await rememberCaller(store, cookie, caller, inAnHour(), second);
    expect((await lookupCachedCaller(store, cookie)).caller).toEqual(caller);
  });

  it('keeps no usable token: entries are keyed by a hash of the cookie', async () => {
    const store = createMemoryKeyValueStore();
    const keys: string[] = [];
    const spy = {
      ...store,
      set: (key: string, value: string, ttl?: number) => {
        keys.push(key);
        return store.set(key, value, ttl);
      },
    };
    await rememberCaller(spy, cookie, caller, inAnHour(), await lookupCachedCaller(spy, cookie));
    expect(keys.join(' ')).not.toContain('session-token');
  });

  it('misses once the member or the account changed', async () => {
    const store = createMemoryKeyValueStore();
    expect(await cache(store)).toEqual(caller);
    await forgetMember(store, 7);
    expect((await lookupCachedCaller(store, cookie)).caller).toBeNull();
    expect(await cache(store)).toEqual(caller);
    await forgetAccount(store, 'user-7');
    expect((await lookupCachedCaller(store, cookie)).caller).toBeNull();
  });

  it('does not keep as current what was looked up while a change was under way', async () => {
    const store = createMemoryKeyValueStore();
    await cache(store);
    await forgetMember(store, 7);
    const before = await lookupCachedCaller(store, cookie); // versions read, then the database asked…
    await forgetMember(store, 7); // …while another request's change commits
    await rememberCaller(store, cookie, caller, inAnHour(), before);
    expect((await lookupCachedCaller(store, cookie)).caller).toBeNull();
  });

  it('marks a member changed only when the request ends', async () => {
    const store = createMemoryKeyValueStore();
    await cache(store);
    const record: AfterCommit = { versionKeys: new Set(), publications: [] };
    withAfterCommit(record, () => memberChanged(7));
    expect((await lookupCachedCaller(store, cookie)).caller).toEqual(caller);
    expect([...record.versionKeys]).toEqual(['auth:member-version:7']);
  });

  it('never answers for a session that has ended, nor past its lifetime', async () => {
    const store = createMemoryKeyValueStore();
    await cache(store);
    const found = await lookupCachedCaller(store, cookie, Date.now() + 3_600_001);
    expect(found.caller).toBeNull();
    let now = 0;
    const timed = createMemoryKeyValueStore(() => now);
    const first = await lookupCachedCaller(timed, cookie);
    await rememberCaller(timed, cookie, caller, new Date(3_600_000), first, now);
    const second = await lookupCachedCaller(timed, cookie, now);
    await rememberCaller(timed, cookie, caller, new Date(3_600_000), second, now);
    expect((await lookupCachedCaller(timed, cookie, now)).caller).toEqual(caller);
    now = 60_000;
    expect((await lookupCachedCaller(timed, cookie, now)).known).toBeNull();
  });
});
