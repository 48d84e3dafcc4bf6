import { Redis } from 'ioredis';
import type { EventBus, MemberEvent, MemberEventListener } from './event-bus.ts';

/**
 * Member events through Redis pub/sub, so a stream open on one instance hears what another
 * instance published (issue 17 §2). A subscribed Redis connection may only listen, hence two.
 */
export async function createRedisEventBus(
  redisUrl: string,
  options: { channel?: string; onError?: (error: unknown) => void } = {},
): Promise<EventBus> {
  const publisher = new Redis(redisUrl);
  const subscriber = new Redis(redisUrl);
  // Pub/sub ignores Redis's database numbers: the channel carries it, so deployments that share one
  // Redis by database number do not hear each other.
  const channel = options.channel ?? `scouting:member-events:${publisher.options.db ?? 0}`;
  const listeners = new Set<MemberEventListener>();
  const reportError = options.onError ?? (() => {});
  // ioredis reconnects and resubscribes by itself; without a listener its errors would be thrown.
  publisher.on('error', reportError);
  subscriber.on('error', reportError);

  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const event = parseEvent(text);
    if (!event) return reportError(new Error(`Ignored a malformed member event on ${channel}`));
    for (const listener of listeners) listener(event);
  });
  try {
    // Subscribed before the bus is handed out, so no event published after start is missed.
    await subscriber.subscribe(channel);
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw error;
  }

  return {
    async publish(event) {
      await publisher.publish(channel, JSON.stringify(event));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}

const EVENT_TYPES: ReadonlySet<string> = new Set<MemberEvent['type']>(['notification', 'message', 'member-changed']);

/** Another instance wrote it, but a channel is not a contract: only well-formed events reach the streams. */
function parseEvent(text: string): MemberEvent | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { type, memberId } = value as { type?: unknown; memberId?: unknown };
    if (typeof type !== 'string' || !EVENT_TYPES.has(type) || !Number.isInteger(memberId)) return null;
    return value as MemberEvent;
  } catch {
    return null;
  }
}
