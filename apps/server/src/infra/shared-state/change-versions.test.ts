import { describe, expect, it } from 'vitest';
import { bumpVersion, newVersion, readVersion } from './change-versions.ts';
import { createMemoryKeyValueStore } from './key-value-store.ts';

describe('change versions', () => {
  it('reads the same version until it is bumped, then a different one', async () => {
    const store = createMemoryKeyValueStore();
    const first = await readVersion(store, 'v');
    expect(await readVersion(store, 'v')).toBe(first);
    await bumpVersion(store, 'v');
    const second = await readVersion(store, 'v');
    expect(second).not.toBe(first);
    expect(await readVersion(store, 'v')).toBe(second);
  });

  it('never repeats a version after the store lost it (a restart of the in-process store)', async () => {
    const before = await readVersion(createMemoryKeyValueStore(), 'v');
    const afterRestart = createMemoryKeyValueStore();
    await bumpVersion(afterRestart, 'v');
    expect(await readVersion(afterRestart, 'v')).not.toBe(before);
    expect(await readVersion(createMemoryKeyValueStore(), 'v')).not.toBe(before);
  });

  it('expires, so a change nobody marked is seen after the lifetime anyway', async () => {
    let now = 0;
    const store = createMemoryKeyValueStore(() => now);
    const first = await readVersion(store, 'v', 10);
    now = 9_000;
    expect(await readVersion(store, 'v', 10)).toBe(first);
    now = 10_000;
    expect(await readVersion(store, 'v', 10)).not.toBe(first);
  });

  it('makes distinct values', () => {
    const seen = new Set(Array.from({ length: 1000 }, newVersion));
    expect(seen.size).toBe(1000);
  });
});
