import type { Redis } from 'ioredis';
import type { KeyValueStore } from './key-value-store.ts';

/** Counts one and sets the time to live only when the counter is new, in one step. */
const INCREMENT_SCRIPT = `
local value = redis.call('INCR', KEYS[1])
if value == 1 and tonumber(ARGV[1]) > 0 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return value`;

/**
 * The key-value store every instance shares (REDIS_URL). Keys are prefixed so one Redis database
 * can hold other things too; the connection belongs to openRedisConnections, which closes it.
 */
export function createRedisKeyValueStore(redis: Redis, prefix = 'scouting:kv:'): KeyValueStore {
  return {
    get: (key) => redis.get(prefix + key),
    getMany: (keys) => (keys.length === 0 ? Promise.resolve([]) : redis.mget(keys.map((key) => prefix + key))),
    async set(key, value, ttlSeconds) {
      if (ttlSeconds) await redis.set(prefix + key, value, 'EX', Math.max(1, Math.ceil(ttlSeconds)));
      else await redis.set(prefix + key, value);
    },
    async delete(key) {
      await redis.del(prefix + key);
    },
    async increment(key, ttlSeconds) {
      const ttl = ttlSeconds ? Math.max(1, Math.ceil(ttlSeconds)) : 0;
      return Number(await redis.eval(INCREMENT_SCRIPT, 1, prefix + key, ttl));
    },
    async close() {},
  };
}
