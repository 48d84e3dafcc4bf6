import { randomBytes } from 'node:crypto';
import type { KeyValueStore } from './key-value-store.ts';

/**
 * A change version: an opaque string that is replaced whenever what it guards changes, so
 * "same version" means "nothing changed since". Caches stamp their entries with it and the
 * notification poll puts it in its ETag.
 *
 * A new version is always a fresh random value set over the old one, never a counter: a counter
 * lost with the store (a restart of the in-process default, an evicted Redis key) would start
 * again at 1 and could equal a version a browser or a cache entry still holds from before.
 * A fresh value can equal nothing seen earlier, so a lost version only costs one full answer.
 */
/**
 * Versions expire: a write that forgot to mark its change is then seen within this time anyway
 * (one full answer per member per period, a cost the poll can carry).
 */
export const VERSION_TTL_SECONDS = 600;

export function newVersion(): string {
  return `${Date.now().toString(36)}-${randomBytes(8).toString('hex')}`;
}

/** The current version under `key`, created when the store does not know it (cold start, expiry). */
export async function readVersion(
  store: KeyValueStore,
  key: string,
  ttlSeconds = VERSION_TTL_SECONDS,
): Promise<string> {
  const known = await store.get(key);
  if (known !== null) return known;
  const created = newVersion();
  await store.set(key, created, ttlSeconds);
  return created;
}

/** Marks a change: whatever was stamped with the old version is stale from now on. */
export async function bumpVersion(store: KeyValueStore, key: string, ttlSeconds = VERSION_TTL_SECONDS): Promise<void> {
  await store.set(key, newVersion(), ttlSeconds);
}
