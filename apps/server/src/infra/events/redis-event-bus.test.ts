import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { redisAnswers, TEST_REDIS_URL } from '../../../test/test-redis.ts';
import { openRedisConnections, type RedisConnections } from '../redis/redis-connections.ts';
import type { EventBus, MemberEvent } from './event-bus.ts';
import { createRedisEventBus } from './redis-event-bus.ts';

const redisIsUp = await redisAnswers();

/** Waits until `received` holds `count` events (pub/sub is asynchronous even on one machine). */
async function until(received: MemberEvent[], count: number) {
  await expect.poll(() => received.length, { timeout: 2000, interval: 10 }).toBeGreaterThanOrEqual(count);
}

describe.skipIf(!redisIsUp)('Redis event bus (real Redis)', () => {
  const opened: EventBus[] = [];
  const connections: RedisConnections[] = [];
  // Each test its own channel: pub/sub is shared by everything connected to this Redis.
  const channel = `test:member-events:${randomUUID()}`;
  const open = async (name = channel) => {
    const instance = openRedisConnections(TEST_REDIS_URL);
    connections.push(instance);
    const bus = createRedisEventBus(instance, { channel: name });
    await bus.subscribed;
    opened.push(bus);
    return bus;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((bus) => bus.close()));
    await Promise.all(connections.splice(0).map((instance) => instance.close()));
  });

  it('delivers an event published by one instance to the listeners of another, as JSON', async () => {
    const a = await open();
    const b = await open();
    const onB: MemberEvent[] = [];
    const onA: MemberEvent[] = [];
    b.subscribe((event) => onB.push(event));
    a.subscribe((event) => onA.push(event));
    const event: MemberEvent = {
      type: 'notification',
      memberId: 42,
      data: { notification: { id: 1, message: 'Hi' }, unreadCount: 3 },
    };
    await a.publish(event);
    await until(onB, 1);
    await until(onA, 1);
    expect(onB).toEqual([event]);
    expect(onA).toEqual([event]);
  });

  it('stops delivering to a listener that unsubscribed', async () => {
    const a = await open();
    const b = await open();
    const stopped: MemberEvent[] = [];
    const kept: MemberEvent[] = [];
    const stop = b.subscribe((event) => stopped.push(event));
    b.subscribe((event) => kept.push(event));
    stop();
    await a.publish({ type: 'member-changed', memberId: 5 });
    await until(kept, 1);
    expect(stopped).toEqual([]);
  });

  it('keeps deployments on other channels apart and ignores malformed messages', async () => {
    const a = await open();
    const elsewhere = await open(`${channel}:other`);
    const heardElsewhere: MemberEvent[] = [];
    const heard: MemberEvent[] = [];
    elsewhere.subscribe((event) => heardElsewhere.push(event));
    a.subscribe((event) => heard.push(event));
    const raw = new Redis(TEST_REDIS_URL);
    try {
      await raw.publish(channel, 'not json');
      await raw.publish(channel, JSON.stringify({ type: 'unknown', memberId: 1 }));
    } finally {
      raw.disconnect();
    }
    await a.publish({ type: 'member-changed', memberId: 9 });
    await until(heard, 1);
    expect(heard).toEqual([{ type: 'member-changed', memberId: 9 }]);
    expect(heardElsewhere).toEqual([]);
  });
});
