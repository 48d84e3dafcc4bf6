import { createMemoryEventBus, type EventBus } from './event-bus.ts';
import { createRedisEventBus } from './redis-event-bus.ts';

/**
 * The event bus this deployment uses, chosen once at start: Redis pub/sub when a Redis URL is
 * configured (many instances), otherwise the in-process emitter (one instance, the default).
 */
export async function createEventBus(
  redisUrl: string | undefined,
  onError?: (error: unknown) => void,
): Promise<EventBus> {
  return redisUrl ? createRedisEventBus(redisUrl, { onError }) : createMemoryEventBus();
}

/**
 * REDIS_URL until config.ts validates it (issue 17 §1); then the event-bus plugin passes
 * `app.config.redisUrl` to createEventBus and this goes.
 */
export function redisUrlFromEnvironment(): string | undefined {
  return process.env.REDIS_URL || undefined;
}
