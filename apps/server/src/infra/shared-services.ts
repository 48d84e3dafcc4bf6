import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { LimitStore } from '../platform/rate-limits/limit-store.ts';
import { createRedisLimitStore } from '../platform/rate-limits/redis-limit-store.ts';
import type { EventBus } from './events/event-bus.ts';
import { createRedisEventBus } from './events/redis-event-bus.ts';
import { openRedisConnections, type RedisConnections } from './redis/redis-connections.ts';
import type { KeyValueStore } from './shared-state/key-value-store.ts';
import { createRedisKeyValueStore } from './shared-state/redis-key-value-store.ts';
import { createS3Storage } from './storage/s3-storage.ts';
import type { Storage } from './storage/storage.ts';

/** A service the instance depends on besides its database, as /api/health reports it. */
export type DependencyCheck = { name: 'redis' | 'objectStore'; check(): Promise<void> };

/** How long a health check may take before its dependency counts as down. */
const CHECK_TIMEOUT_MS = 2_000;

/**
 * The services several instances share, chosen once at start from the configuration (decision 017):
 * Redis when REDIS_URL is set, a bucket when S3_BUCKET is set. Whatever is not configured is left
 * undefined and buildApp uses the in-process / local-disk default; business code never knows which.
 */
export type SharedServices = {
  keyValueStore: KeyValueStore | undefined;
  limitStore: LimitStore | undefined;
  storage: Storage | undefined;
  /** The command connection, for the identity routes' @fastify/rate-limit. */
  redis: Redis | undefined;
  /** Redis connections, for what needs its own (the event bus's subscriber: `createSubscriber()`). */
  redisConnections: RedisConnections | undefined;
  /** Member events across instances (Redis pub/sub). */
  events: EventBus | undefined;
  dependencyChecks: DependencyCheck[];
  /** After the app has closed: ends the Redis connections and the S3 client. */
  close(): Promise<void>;
};

export function openSharedServices(config: Config, onError: (error: unknown) => void = () => {}): SharedServices {
  const redisConnections = config.redisUrl ? openRedisConnections(config.redisUrl) : undefined;
  const s3 = config.s3 ? createS3Storage(config.s3) : undefined;
  const redis = redisConnections?.client;
  const dependencyChecks: DependencyCheck[] = [];
  if (redis) dependencyChecks.push({ name: 'redis', check: async () => void (await redis.ping()) });
  if (s3) dependencyChecks.push({ name: 'objectStore', check: () => s3.check() });
  return {
    keyValueStore: redis ? createRedisKeyValueStore(redis) : undefined,
    limitStore: redis ? createRedisLimitStore(redis) : undefined,
    storage: s3,
    redis,
    redisConnections,
    events: redisConnections ? createRedisEventBus(redisConnections, { onError }) : undefined,
    dependencyChecks: dependencyChecks.map(({ name, check }) => ({ name, check: () => withTimeout(check()) })),
    async close() {
      s3?.close();
      await redisConnections?.close();
    },
  };
}

/** A dependency that does not answer in time is as down as one that refuses. */
function withTimeout(work: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
