/**
 * Short-lived state that every instance must agree on: Better Auth's session storage, the session
 * and member caches, per-member change versions. One process's Map by default; Redis when several
 * instances run behind one balancer (REDIS_URL). The app picks one at start (plugins/key-value-store.ts)
 * and business code never knows which.
 */
export interface KeyValueStore {
  get(key: string): Promise<string | null>;
  /** Several values in one read (one round trip on Redis), in the order of `keys`. */
  getMany(keys: readonly string[]): Promise<(string | null)[]>;
  /** Without `ttlSeconds` the value lives until deleted (or until the process ends, in memory). */
  set(key: string, value: string, ttlSeconds?: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Adds one to an integer counter (created at 1) and answers the new value, atomically. */
  increment(key: string, ttlSeconds?: number): Promise<number>;
  /** Releases connections (Redis); nothing to do in memory. */
  close(): Promise<void>;
}

type Entry = { value: string; expiresAt: number };

/** Sweep expired entries after this many writes so the map cannot grow without bound. */
const SWEEP_EVERY = 1_000;

/**
 * One process's keys, in a Map: right while the app runs as a single instance.
 * The clock is read at each call (not Date.now captured once), so a test's fake clock reaches it.
 */
export function createMemoryKeyValueStore(now: () => number = () => Date.now()): KeyValueStore {
  const entries = new Map<string, Entry>();
  let writes = 0;

  function live(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  function write(key: string, value: string, ttlSeconds: number | undefined) {
    if (++writes % SWEEP_EVERY === 0) {
      const at = now();
      for (const [k, entry] of entries) if (entry.expiresAt <= at) entries.delete(k);
    }
    entries.set(key, { value, expiresAt: ttlSeconds ? now() + ttlSeconds * 1000 : Number.POSITIVE_INFINITY });
  }

  return {
    async get(key) {
      return live(key)?.value ?? null;
    },
    async getMany(keys) {
      return keys.map((key) => live(key)?.value ?? null);
    },
    async set(key, value, ttlSeconds) {
      write(key, value, ttlSeconds);
    },
    async delete(key) {
      entries.delete(key);
    },
    async increment(key, ttlSeconds) {
      const entry = live(key);
      const next = (entry ? Number.parseInt(entry.value, 10) || 0 : 0) + 1;
      if (entry) entry.value = String(next);
      else write(key, String(next), ttlSeconds);
      return next;
    },
    async close() {},
  };
}
