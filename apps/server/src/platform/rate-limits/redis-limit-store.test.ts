import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { redisAnswers, TEST_REDIS_URL } from '../../../test/services.ts';
import { createRedisLimitStore } from './redis-limit-store.ts';

const available = await redisAnswers();
const prefix = `test:${randomBytes(4).toString('hex')}:`;
const connections = available ? [new Redis(TEST_REDIS_URL), new Redis(TEST_REDIS_URL)] : [];

afterAll(async () => {
  const [redis] = connections;
  if (!redis) return;
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await Promise.all(connections.map((connection) => connection.quit()));
});

describe.skipIf(!available)('Redis limit store', () => {
  it('allows max writes in a window, then refuses with the seconds left', async () => {
    const store = createRedisLimitStore(connections[0] as Redis, prefix);
    for (let i = 0; i < 3; i++) expect(await store.take('k', 3, 60)).toEqual({ allowed: true });
    const refused = await store.take('k', 3, 60);
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(await store.take('other', 3, 60)).toEqual({ allowed: true });
  });

  it('counts the writes of two instances in one window, even at the same moment', async () => {
    const a = createRedisLimitStore(connections[0] as Redis, prefix);
    const b = createRedisLimitStore(connections[1] as Redis, prefix);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? a : b).take('together', 6, 60)),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(6);
  });

  it('starts a new window once the last one has expired', async () => {
    const store = createRedisLimitStore(connections[0] as Redis, prefix);
    expect(await store.take('brief', 1, 1)).toEqual({ allowed: true });
    expect((await store.take('brief', 1, 1)).allowed).toBe(false);
    await expect.poll(() => store.take('brief', 1, 1), { timeout: 3_000, interval: 300 }).toEqual({ allowed: true });
  });
});
