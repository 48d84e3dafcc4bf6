import { describe, expect, it } from 'vitest';
import { createMemoryEventBus, type MemberEvent } from './event-bus.ts';

describe('in-process event bus', () => {
  it('hands every published event to every listener', async () => {
    const bus = createMemoryEventBus();
    const first: MemberEvent[] = [];
    const second: MemberEvent[] = [];
    bus.subscribe((event) => first.push(event));
    bus.subscribe((event) => second.push(event));
    const event: MemberEvent = { type: 'message', memberId: 7, data: { conversationId: 1 } };
    await bus.publish(event);
    expect(first).toEqual([event]);
    expect(second).toEqual([event]);
  });

  it('stops handing events to a listener that unsubscribed, and to every listener once closed', async () => {
    const bus = createMemoryEventBus();
    const stopped: MemberEvent[] = [];
    const kept: MemberEvent[] = [];
    const stop = bus.subscribe((event) => stopped.push(event));
    bus.subscribe((event) => kept.push(event));
    stop();
    await bus.publish({ type: 'member-changed', memberId: 1 });
    expect(stopped).toEqual([]);
    expect(kept).toHaveLength(1);
    await bus.close();
    await bus.publish({ type: 'member-changed', memberId: 1 });
    expect(kept).toHaveLength(1);
  });
});
