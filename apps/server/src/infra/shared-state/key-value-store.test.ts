import { describe, expect, it } from 'vitest';
import { createMemoryKeyValueStore } from './key-value-store.ts';

describe('in-process key-value store', () => {
  it('keeps a value until its time to live has passed', async () => {
    let at = 1_000;
    const store = createMemoryKeyValueStore(() => at);
    await store.set('a', 'one', 10);
    expect(await store.get('a')).toBe('one');
    at += 10_000;
    expect(await store.get('a')).toBeNull();
  });

  it('reads several values at once, in order, null for the missing and the expired', async () => {
    let at = 1_000;
    const store = createMemoryKeyValueStore(() => at);
    await store.set('a', 'one');
    await store.set('b', 'two', 1);
    expect(await store.getMany(['b', 'missing', 'a'])).toEqual(['two', null, 'one']);
    at += 1_000;
    expect(await store.getMany(['a', 'b'])).toEqual(['one', null]);
    expect(await store.getMany([])).toEqual([]);
  });

  it('counts from one and deletes', async () => {
    const store = createMemoryKeyValueStore();
    expect(await store.increment('n')).toBe(1);
    expect(await store.increment('n')).toBe(2);
    await store.delete('n');
    expect(await store.get('n')).toBeNull();
    expect(await store.increment('n')).toBe(1);
  });
});
