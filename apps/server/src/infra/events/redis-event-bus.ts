import type { RedisConnections } from '../redis/redis-connections.ts';
import type { EventBus, MemberEvent, MemberEventListener } from './event-bus.ts';

/**
 * Member events through Redis pub/sub, so a stream open on one instance hears what another
 * instance published (decision 017). Publishes on the instance's shared command connection; a
 * subscribed Redis connection may only listen, hence one of its own. The connections belong to
 * `connections` and are closed with it.
 */
export function createRedisEventBus(
  connections: RedisConnections,
  options: { channel?: string; onError?: (error: unknown) => void } = {},
): EventBus & { subscribed: Promise<void> } {
  const publisher = connections.client;
  const subscriber = connections.createSubscriber();
  // Pub/sub ignores Redis's database numbers: the channel carries it, so deployments that share one
  // Redis by database number do not hear each other.
  const channel = options.channel ?? `scouting:member-events:${publisher.options.db ?? 0}`;
  const listeners = new Set<MemberEventListener>();
  const reportError = options.onError ?? (() => {});
  // ioredis reconnects and resubscribes by itself; its connection errors are reported, not thrown.
  subscriber.on('error', reportError);

  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const event = parseEvent(text);
    if (!event) return reportError(new Error(`Ignored a malformed member event on ${channel}`));
    for (const listener of listeners) listener(event);
  });
  // On every (re)connection, not once: an instance started while Redis is down must still hear
  // the others once it is back (ioredis only resubscribes channels a first SUBSCRIBE reached).
  // Until then the 10 s poll covers it, and /api/health reports Redis down.
  let markSubscribed = () => {};
  const subscribed = new Promise<void>((resolve) => {
    markSubscribed = resolve;
  });
  const subscribe = () =>
    void subscriber
      .subscribe(channel)
      .then(() => markSubscribed())
      .catch(reportError);
  subscriber.on('ready', subscribe);

  return {
    /** Settles once this instance hears the channel (tests wait for it; the app need not). */
    subscribed,
    async publish(event) {
      await publisher.publish(channel, JSON.stringify(event));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      await subscriber.unsubscribe(channel).catch(() => {});
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
