import type { KeyValueStore } from '../infra/shared-state/key-value-store.ts';

/**
 * Failed sign-ins counted per account, whatever the client address (decision 012), and per client
 * address first (decision 023). See docs/decisions/023-trust.md for the numbers and their reasons.
 *
 * Short-lived state (docs/architecture.md#many-instances) kept in the app's key-value store: see createLoginAttempts.
 */

const MINUTE = 60 * 1000;

export const LOCKOUT = {
  /** Failures on one account within the window that lock it. */
  maxFailures: 10,
  windowMs: 15 * MINUTE,
  /** The first lock; each further lock in a row doubles it, up to maxLockMs. */
  firstLockMs: MINUTE,
  maxLockMs: 60 * MINUTE,
  /** How long a run of locks is remembered after the latest one (the backoff's memory). */
  strikesMemoryMs: 24 * 60 * MINUTE,
  /** Failures from one address on one account within the window: under maxFailures, so one address never locks an account. */
  addressAccountFailures: 5,
  /** Failures from one address on any accounts within the window (one address trying many accounts). */
  addressFailures: 20,
  /** The owner is mailed about a lock at most once in this time. */
  lockMailEveryMs: 24 * 60 * MINUTE,
} as const;

export type Refusal = { reason: 'address' | 'account'; until: number };

export type FailureOutcome = {
  /** Set when this failure locked the account. */
  lockedNow: boolean;
  lockedUntil: number | null;
  /** How long the lock that just began lasts (for the owner's mail). */
  lockMs: number;
  /** Whether the owner should be mailed about this lock: at most once a day. */
  mailOwner: boolean;
};

export type LoginAttempts = {
  /** Why a sign-in is refused before its password is checked: the address first, then the account. */
  refusal(account: string, address: string | null): Promise<Refusal | null>;
  /** When the account's lock ends, or null when it is not locked. */
  lockedUntil(account: string): Promise<number | null>;
  recordFailure(account: string, address: string | null): Promise<FailureOutcome>;
  /** A successful password check, or a completed password reset, lifts the lock and starts again. */
  reset(account: string, address?: string | null): Promise<void>;
};

/** The length of the n-th lock in a row (n from 1): 1, 2, 4, … minutes, at most an hour. */
export function lockLengthMs(strike: number): number {
  return Math.min(LOCKOUT.firstLockMs * 2 ** Math.max(0, strike - 1), LOCKOUT.maxLockMs);
}

/**
 * The counters live in the app's key-value store (in-process, or Redis when several instances run),
 * so a failure on one instance counts on every other. Windows are fixed from their first failure (a
 * counter with a time to live). Locks store the time they end and are compared with the clock, so a
 * lock ends on time whatever the store's expiry does. Every step is one atomic store call; two
 * instances racing can at worst lock a failure late, never skip a lock.
 */
export function createLoginAttempts(store: KeyValueStore, now: () => number = () => Date.now()): LoginAttempts {
  const key = {
    failures: (account: string) => `lockout:failures:${account}`,
    lock: (account: string) => `lockout:locked-until:${account}`,
    strikes: (account: string) => `lockout:strikes:${account}`,
    mailed: (account: string) => `lockout:mailed:${account}`,
    address: (address: string) => `lockout:address:${address}`,
    addressAccount: (address: string, account: string) => `lockout:address:${address}:${account}`,
    addressLock: (scope: string) => `lockout:address-until:${scope}`,
  };
  const seconds = (ms: number) => Math.ceil(ms / 1000);

  async function until(lockKey: string): Promise<number | null> {
    const value = Number(await store.get(lockKey));
    return value > now() ? value : null;
  }

  async function lockedUntil(account: string) {
    return until(key.lock(account));
  }

  /** Counts one failure in a window; at `max`, blocks the scope for the rest of a window. */
  async function countAtAddress(counterKey: string, scope: string, max: number) {
    const failures = await store.increment(counterKey, seconds(LOCKOUT.windowMs));
    if (failures < max) return;
    await store.set(key.addressLock(scope), String(now() + LOCKOUT.windowMs), seconds(LOCKOUT.windowMs));
    await store.delete(counterKey);
  }

  return {
    lockedUntil,
    async refusal(account, address) {
      if (address) {
        const [whole, pair] = await store.getMany([key.addressLock(address), key.addressLock(`${address}:${account}`)]);
        const blocked = Math.max(Number(whole) || 0, Number(pair) || 0);
        if (blocked > now()) return { reason: 'address', until: blocked };
      }
      const locked = await lockedUntil(account);
      return locked === null ? null : { reason: 'account', until: locked };
    },
    async recordFailure(account, address) {
      if (address) {
        await countAtAddress(key.address(address), address, LOCKOUT.addressFailures);
        await countAtAddress(
          key.addressAccount(address, account),
          `${address}:${account}`,
          LOCKOUT.addressAccountFailures,
        );
      }
      const locked = await lockedUntil(account);
      if (locked !== null) return { lockedNow: false, lockedUntil: locked, lockMs: 0, mailOwner: false };
      const failures = await store.increment(key.failures(account), seconds(LOCKOUT.windowMs));
      if (failures < LOCKOUT.maxFailures) return { lockedNow: false, lockedUntil: null, lockMs: 0, mailOwner: false };
      const strike = await store.increment(key.strikes(account), seconds(LOCKOUT.strikesMemoryMs));
      const lockMs = lockLengthMs(strike);
      const lockEnds = now() + lockMs;
      await store.set(key.lock(account), String(lockEnds), seconds(lockMs));
      await store.delete(key.failures(account));
      // The first lock of a day mails the owner; a stranger re-locking the account all day sends no more.
      const mails = await store.increment(key.mailed(account), seconds(LOCKOUT.lockMailEveryMs));
      return { lockedNow: true, lockedUntil: lockEnds, lockMs, mailOwner: mails === 1 };
    },
    async reset(account, address) {
      await Promise.all([
        store.delete(key.failures(account)),
        store.delete(key.lock(account)),
        store.delete(key.strikes(account)),
        ...(address
          ? [store.delete(key.addressAccount(address, account)), store.delete(key.addressLock(`${address}:${account}`))]
          : []),
      ]);
    },
  };
}
