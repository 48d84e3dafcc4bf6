import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The change versions a request's writes made stale, bumped once the handler has finished, i.e.
 * after its transactions committed and before the answer leaves (plugins/change-versions.ts).
 *
 * Bumping inside a transaction would be too early: a poll running between the bump and the commit
 * would read the old rows under the new version and keep answering 304 with them. Business
 * functions (notify, the member writes) only receive the database, so they record the change here,
 * in the request's own scope; this holds no shared state, only the keys of one request.
 */
const scope = new AsyncLocalStorage<Set<string>>();

/** Runs `next` (the rest of the request) with an empty list of changed keys. */
export function withPendingChanges(keys: Set<string>, next: () => void): void {
  scope.run(keys, next);
}

/**
 * Records that `key`'s version must change when the current request ends. Outside a request (the
 * demo seed before the server listens) there is nothing to record: no cache has seen those rows yet.
 */
export function changedAfterCommit(key: string): void {
  scope.getStore()?.add(key);
}
