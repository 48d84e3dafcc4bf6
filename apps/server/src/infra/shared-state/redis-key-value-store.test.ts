import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { redisAnswers, TEST_REDIS_URL } from '../../../test/services.ts';
import { createRedisKeyValueStore } from './redis-key-value-store.ts';

const available = await redisAnswers();
// Each run writes under its own prefix, so runs in parallel (or left-overs) cannot meet.
const prefix = `test:${randomBytes(4).toString('hex')}:`;
const redis = available ? new Redis(TEST_REDIS_URL) : undefined;

afterAll(async () => {
  if (!redis) return;
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

describe.skipIf(!available)('Redis key-value store', () => {
  const store = () => createRedisKeyValueStore(redis as Redis, prefix);

  it('keeps a value, answers null once deleted, and prefixes every key', async () => {
    await store().set('a', 'one');
    expect(await store().get('a')).toBe('one');
    expect(await redis?.get(`${prefix}a`)).toBe('one');
    await store().delete('a');
    expect(await store().get('a')).toBeNull();
  });

  it('reads several values in one call, in order, null for the missing', async () => {
    await store().set('many-a', 'one');
    await store().set('many-b', 'two');
    expect(await store().getMany(['many-b', 'many-missing', 'many-a'])).toEqual(['two', null, 'one']);
    expect(await store().getMany([])).toEqual([]);
  });

  it('lets a value expire after its time to live', async () => {
    await store().set('short', 'x', 1);
    expect(await redis?.ttl(`${prefix}short`)).toBe(1);
    await expect.poll(() => store().get('short'), { timeout: 3_000, interval: 200 }).toBeNull();
  });

  it('counts atomically from one, setting the time to live only when the counter starts', async () => {
    const counts = await Promise.all(Array.from({ length: 20 }, () => store().increment('n', 60)));
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    await redis?.expire(`${prefix}n`, 30);
    await store().increment('n', 60);
    expect(await redis?.ttl(`${prefix}n`)).toBeLessThanOrEqual(30);
  });

  it('keeps a counter without a time to live until deleted', async () => {
    expect(await store().increment('forever')).toBe(1);
    expect(await redis?.ttl(`${prefix}forever`)).toBe(-1);
  });

  it('is one store for every instance: what one connection writes, another reads', async () => {
    const other = new Redis(TEST_REDIS_URL);
    try {
      await store().set('shared', 'from A', 60);
      expect(await createRedisKeyValueStore(other, prefix).get('shared')).toBe('from A');
    } finally {
      await other.quit();
    }
  });
});
