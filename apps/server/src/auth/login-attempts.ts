import type { KeyValueStore } from '../infra/shared-state/key-value-store.ts';

/**
 * Failed sign-ins counted per account, whatever the client address (issue 15 §5): 10 failures in
 * 15 minutes lock the account for 15 minutes. See docs/decisions/012-two-factor.md for the numbers.
 *
 * Short-lived state (ARCHITECTURE §11) kept in the app's key-value store: see createLoginAttempts.
 */

export const LOCKOUT = {
  maxFailures: 10,
  windowMs: 15 * 60 * 1000,
  lockMs: 15 * 60 * 1000,
} as const;

export type FailureOutcome = {
  /** Set when this failure locked the account (the owner is told once, not on every attempt). */
  lockedNow: boolean;
  lockedUntil: number | null;
};

export type LoginAttempts = {
  /** When the account's lock ends, or null when it is not locked. */
  lockedUntil(account: string): Promise<number | null>;
  recordFailure(account: string): Promise<FailureOutcome>;
  /** A successful password check starts the count again. */
  reset(account: string): Promise<void>;
};

/**
 * The counters live in the app's key-value store (in-process, or Redis when several instances run),
 * so a failure on one instance counts on every other. The window is fixed from the first failure
 * (a counter with a time to live) rather than sliding: ten failures within one window still lock.
 */
export function createLoginAttempts(store: KeyValueStore, now: () => number = () => Date.now()): LoginAttempts {
  const failuresKey = (account: string) => `lockout:failures:${account}`;
  const lockKey = (account: string) => `lockout:locked-until:${account}`;

  async function lockedUntil(account: string): Promise<number | null> {
    const until = Number(await store.get(lockKey(account)));
    return until > now() ? until : null;
  }

  return {
    lockedUntil,
    async recordFailure(account) {
      const locked = await lockedUntil(account);
      if (locked !== null) return { lockedNow: false, lockedUntil: locked };
      const failures = await store.increment(failuresKey(account), LOCKOUT.windowMs / 1000);
      if (failures < LOCKOUT.maxFailures) return { lockedNow: false, lockedUntil: null };
      const until = now() + LOCKOUT.lockMs;
      await store.set(lockKey(account), String(until), LOCKOUT.lockMs / 1000);
      await store.delete(failuresKey(account));
      return { lockedNow: true, lockedUntil: until };
    },
    async reset(account) {
      await Promise.all([store.delete(failuresKey(account)), store.delete(lockKey(account))]);
    },
  };
}
