import type { Redis } from 'ioredis';
import type { LimitStore } from './limit-store.ts';

/**
 * Counts one write and answers the count and the window's remaining seconds; the first write of a
 * window starts it (EXPIRE). One script, so two instances counting at once cannot lose a write or
 * leave a counter without its expiry.
 */
const TAKE_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('TTL', KEYS[1])
if ttl < 0 then redis.call('EXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

/** The per-member write limits counted in Redis, so every instance counts in the same window. */
export function createRedisLimitStore(redis: Redis, prefix = 'scouting:limit:'): LimitStore {
  return {
    async take(key, max, windowSeconds) {
      const [count, ttl] = (await redis.eval(TAKE_SCRIPT, 1, prefix + key, windowSeconds)) as [number, number];
      if (count <= max) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, ttl) };
    },
  };
}
