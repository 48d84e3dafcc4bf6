/** What a counter store answers: go ahead, or wait this many whole seconds. */
export type TakeResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts writes per key in fixed windows. The in-process store below is the default; a shared
 * store (Redis, when several instances run behind one balancer) implements the same call with
 * INCR + EXPIRE. The app picks one store at start and never reads it elsewhere.
 */
export interface LimitStore {
  /** Counts one write for `key`; refused once `max` were counted in the current window of `windowSeconds`. */
  take(key: string, max: number, windowSeconds: number): Promise<TakeResult>;
}

type Window = { count: number; resetsAt: number };

/** Sweep expired windows after this many new keys so the map cannot grow without bound. */
const SWEEP_EVERY = 1_000;

/**
 * One process's counters, in a Map: right while the app runs as a single instance.
 * The clock is read at each call (not Date.now captured once), so a test's fake clock reaches it.
 */
export function createMemoryLimitStore(now: () => number = () => Date.now()): LimitStore {
  const windows = new Map<string, Window>();
  let newKeys = 0;

  function sweep(at: number) {
    for (const [key, window] of windows) if (window.resetsAt <= at) windows.delete(key);
  }

  return {
    async take(key, max, windowSeconds) {
      const at = now();
      let window = windows.get(key);
      if (!window || window.resetsAt <= at) {
        if (++newKeys % SWEEP_EVERY === 0) sweep(at);
        window = { count: 0, resetsAt: at + windowSeconds * 1000 };
        windows.set(key, window);
      }
      if (window.count >= max) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetsAt - at) / 1000)) };
      }
      window.count += 1;
      return { allowed: true };
    },
  };
}
