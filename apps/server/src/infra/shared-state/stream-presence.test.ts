import { describe, expect, it } from 'vitest';
import { createMemoryKeyValueStore } from './key-value-store.ts';
import { createStreamPresence } from './stream-presence.ts';

describe('stream presence', () => {
  it('tells every instance sharing the store who has a stream open, until their last one here closes', async () => {
    const shared = createMemoryKeyValueStore();
    const here = createStreamPresence(shared);
    const there = createStreamPresence(shared);
    try {
      expect(await there.hasOpenStream(7)).toBe(false);
      here.opened(7);
      here.opened(7);
      expect(await there.hasOpenStream(7)).toBe(true);
      here.closed(7);
      expect(await there.hasOpenStream(7)).toBe(true);
      here.closed(7);
      expect(await there.hasOpenStream(7)).toBe(false);
      expect(await here.hasOpenStream(7)).toBe(false);
    } finally {
      here.stop();
      there.stop();
    }
  });

  it('forgets an instance that stopped refreshing (it died) once the key expires', async () => {
    let now = 0;
    const shared = createMemoryKeyValueStore(() => now);
    const dying = createStreamPresence(shared, { ttlSeconds: 60 });
    const alive = createStreamPresence(shared);
    dying.opened(8);
    dying.stop();
    now += 59_000;
    expect(await alive.hasOpenStream(8)).toBe(true);
    now += 2_000;
    expect(await alive.hasOpenStream(8)).toBe(false);
    alive.stop();
  });
});
