import { hash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { changedAfterCommit } from '../infra/after-commit.ts';
import { bumpVersion, readVersion } from '../infra/shared-state/change-versions.ts';
import type { KeyValueStore } from '../infra/shared-state/key-value-store.ts';
import type { Caller, Member } from './caller.ts';

/**
 * The session and member lookups of a guarded request, kept in the shared key-value store so that
 * a repeated request (the 10 s notification poll) asks the database nothing (decision 014).
 *
 * An entry is stamped with two change versions read *before* the database was asked: the
 * account's (bumped by Better Auth's own writes: sign-out, revoked sessions, password reset or
 * change, two-factor, e-mail verification; see auth.ts) and the member's (bumped by every write to
 * what `Member` holds). An entry whose versions are no longer current is ignored, so a change made
 * while a lookup was in flight can never be cached as current. The short lifetime is only a
 * backstop for a write that forgot to mark its change.
 */
export const CALLER_CACHE_SECONDS = 60;

type CachedCaller = {
  caller: Caller & { member: Member };
  /** When the session itself ends (ms since epoch): never answer from the cache after that. */
  sessionExpiresAt: number;
  accountVersion: string;
  memberVersion: string;
};

const accountVersionKey = (userId: string) => `auth:account-version:${userId}`;
const memberVersionKey = (memberId: number) => `auth:member-version:${memberId}`;
/** Keyed by a hash of the signed cookie value: the store never holds a usable session token. */
const callerKey = (sessionCookie: string) => `auth:caller:${hash('sha256', sessionCookie, 'base64url')}`;

type CallerVersions = { accountVersion: string; memberVersion: string };

/**
 * This process's last reading of each session's entry: its store key (a SHA-256 per request was a
 * cost of the 10 s poll) and the entry parsed from the text the store held. The parse is reused
 * only while the store answers the very same text, so nothing here outlives the shared entry: a
 * new lookup written by any instance is new text and is parsed again. The cookies kept as keys are
 * no more than this process already holds while it serves their requests.
 */
const readings = new LRUCache<string, { key: string; raw: string | null; entry: CachedCaller | null }>({
  max: 20_000,
});

function readingOf(sessionCookie: string) {
  let reading = readings.get(sessionCookie);
  if (!reading) {
    reading = { key: callerKey(sessionCookie), raw: null, entry: null };
    readings.set(sessionCookie, reading);
  }
  return reading;
}

function parseEntry(reading: { raw: string | null; entry: CachedCaller | null }, raw: string): CachedCaller {
  if (reading.raw !== raw || reading.entry === null) {
    // Frozen: every request of the session shares this one object as its caller.
    const entry = JSON.parse(raw, (_key, value) => (typeof value === 'object' ? Object.freeze(value) : value));
    reading.raw = raw;
    reading.entry = entry as CachedCaller;
  }
  return reading.entry;
}

/**
 * Stamped on an entry whose versions could not be read before its lookup (the first request of a
 * session, when the account and member were not known yet): it never matches, but the next request
 * learns from it whose versions to read before looking up again.
 */
const UNVERIFIED: CallerVersions = { accountVersion: '', memberVersion: '' };

export type CallerCacheLookup = {
  /** The cached caller, when its session is live and nothing changed since it was looked up. */
  caller: (Caller & { member: Member }) | null;
  /** Whose versions to read before looking this session up again (a session's account and member never change). */
  versions: CallerVersions | null;
  known: { userId: string; memberId: number } | null;
};

/** Looks the session cookie up in the cache; on a miss, reads the versions the new lookup will be stamped with. */
export async function lookupCachedCaller(
  store: KeyValueStore,
  sessionCookie: string,
  now = Date.now(),
): Promise<CallerCacheLookup> {
  const reading = readingOf(sessionCookie);
  const raw = await store.get(reading.key);
  if (raw === null) return { caller: null, versions: null, known: null };
  const entry = parseEntry(reading, raw);
  const known = { userId: entry.caller.user.id, memberId: entry.caller.member.id };
  // One read for both versions: on Redis, one round trip on the 10 s poll's path.
  const [accountVersion, memberVersion] = await store.getMany([
    accountVersionKey(known.userId),
    memberVersionKey(known.memberId),
  ]);
  const current = accountVersion === entry.accountVersion && memberVersion === entry.memberVersion;
  if (current && entry.sessionExpiresAt > now) return { caller: entry.caller, versions: null, known };
  return { caller: null, versions: await readCallerVersions(store, known.userId, known.memberId), known };
}

async function readCallerVersions(store: KeyValueStore, userId: string, memberId: number): Promise<CallerVersions> {
  const [accountVersion, memberVersion] = await Promise.all([
    readVersion(store, accountVersionKey(userId)),
    readVersion(store, memberVersionKey(memberId)),
  ]);
  return { accountVersion, memberVersion };
}

/**
 * Keeps a registered caller just looked up. It is stamped with the versions read before that lookup
 * when they belong to this account and member; otherwise it is kept unverified (see UNVERIFIED).
 */
export async function rememberCaller(
  store: KeyValueStore,
  sessionCookie: string,
  caller: Caller & { member: Member },
  sessionExpiresAt: Date,
  before: Pick<CallerCacheLookup, 'versions' | 'known'>,
  now = Date.now(),
): Promise<void> {
  const lifetime = Math.min(CALLER_CACHE_SECONDS, Math.floor((sessionExpiresAt.getTime() - now) / 1000));
  if (lifetime <= 0) return;
  const sameIdentity = before.known?.userId === caller.user.id && before.known.memberId === caller.member.id;
  const versions = before.versions && sameIdentity ? before.versions : UNVERIFIED;
  const entry: CachedCaller = { caller, sessionExpiresAt: sessionExpiresAt.getTime(), ...versions };
  await store.set(readingOf(sessionCookie).key, JSON.stringify(entry), lifetime);
}

/** Every cached lookup of this account's sessions is stale (Better Auth's writes, after commit). */
export async function forgetAccount(store: KeyValueStore, userId: string): Promise<void> {
  await bumpVersion(store, accountVersionKey(userId));
}

/** Every cached lookup of this member is stale now (writes outside a request: tests, scripts). */
export async function forgetMember(store: KeyValueStore, memberId: number): Promise<void> {
  await bumpVersion(store, memberVersionKey(memberId));
}

/**
 * What `Member` holds for this member changed in the current request (suspension, consent,
 * verification, profile facts): cached lookups become stale once the request's writes committed.
 */
export function memberChanged(memberId: number): void {
  changedAfterCommit(memberVersionKey(memberId));
}
