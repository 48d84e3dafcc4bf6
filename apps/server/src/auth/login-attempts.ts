/**
 * Failed sign-ins counted per account, whatever the client address (issue 15 §5): 10 failures in
 * 15 minutes lock the account for 15 minutes. See docs/decisions/012-two-factor.md for the numbers.
 *
 * Short-lived state behind a small interface (ARCHITECTURE §11): this in-process implementation is
 * the default; a shared one (Redis) can replace it without touching the callers.
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

type Entry = { failures: number[]; lockedUntil: number | null };

/** Beyond this many tracked accounts, entries with nothing recent are swept (bounded memory). */
const SWEEP_ABOVE = 10_000;

export function createMemoryLoginAttempts(now: () => number = () => Date.now()): LoginAttempts {
  const entries = new Map<string, Entry>();

  function current(account: string, at: number): Entry | undefined {
    const entry = entries.get(account);
    if (!entry) return undefined;
    if (entry.lockedUntil !== null && entry.lockedUntil <= at) entry.lockedUntil = null;
    entry.failures = entry.failures.filter((time) => time > at - LOCKOUT.windowMs);
    if (entry.lockedUntil === null && entry.failures.length === 0) {
      entries.delete(account);
      return undefined;
    }
    return entry;
  }

  function sweep(at: number) {
    if (entries.size <= SWEEP_ABOVE) return;
    for (const account of [...entries.keys()]) current(account, at);
  }

  return {
    async lockedUntil(account) {
      return current(account, now())?.lockedUntil ?? null;
    },
    async recordFailure(account) {
      const at = now();
      const entry = current(account, at) ?? { failures: [], lockedUntil: null };
      if (entry.lockedUntil !== null) return { lockedNow: false, lockedUntil: entry.lockedUntil };
      entry.failures.push(at);
      let lockedNow = false;
      if (entry.failures.length >= LOCKOUT.maxFailures) {
        entry.lockedUntil = at + LOCKOUT.lockMs;
        entry.failures = [];
        lockedNow = true;
      }
      entries.set(account, entry);
      sweep(at);
      return { lockedNow, lockedUntil: entry.lockedUntil };
    },
    async reset(account) {
      entries.delete(account);
    },
  };
}
