import type { TMe, TPublicConfig } from '@scouting/contract/schemas/system';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { apiRequest, shouldRetry } from './client.ts';
import { sharedKeys } from './query-keys.ts';

/**
 * How the first screen reads and writes server state without TanStack Query (9 kB brotli of the
 * login page, decision 021). Every other page uses TanStack Query; this module is the
 * first screen's only other way, and it hands over to TanStack Query's cache as soon as that loads:
 *
 * - `useSharedQuery(meQuery | configQuery)`: what the header and the private-testing banner read on
 *   every page. Before the query client exists it fetches and keeps the answer here; once
 *   `api/query-client.ts` has loaded (with the first page that needs it) it moves the answers into
 *   the client's cache and from then on reads that cache, so a sign-out, a wizard step or a new photo
 *   shows in the header as before. Like a `useQuery` it fetches on mount when its answer is stale
 *   (`me` after five seconds, `config` once) and retries what the query client would retry (`shouldRetry`).
 * - `prefetchSharedQuery`: what `prefetchQuery` does, here or in the cache.
 * - `refetchSharedQuery`: what `invalidateQueries(..., refetchType: 'all')` does, here or in the cache.
 * - `useAction`: the part of `useMutation` the login form uses (`mutate` with `onSuccess` and
 *   `onError`, `isPending`).
 */

/** A query the first screen reads: TanStack Query's key, function and freshness, usable as its options. */
export type SharedQuery<T> = { queryKey: QueryKey; queryFn: () => Promise<T>; staleTime?: number };

/** The signed-in account and its member, or null when nobody is signed in. */
export const meQuery: SharedQuery<TMe | null> = {
  queryKey: sharedKeys.me,
  queryFn: () => apiRequest<TMe | null>('/api/session'),
  // A page's first render mounts a dozen readers of the session one after another (the guards, the
  // header, the page): fresh for a few seconds, one answer serves them all instead of one request
  // each (decision 051). Whatever changes the session here asks again at once (refetchSharedQuery,
  // invalidateQueries); a change made elsewhere shows on the next page opened after that.
  staleTime: 5_000,
};

/** The deployment's flags; they only change when the server restarts with another environment. */
export const configQuery: SharedQuery<TPublicConfig> = {
  queryKey: sharedKeys.config,
  queryFn: () => apiRequest<TPublicConfig>('/api/config'),
  staleTime: Number.POSITIVE_INFINITY,
};

/** An answer kept here until the query client loads; `latest` drops an older request's late answer. */
type Entry = {
  query: SharedQuery<unknown>;
  data?: unknown;
  updatedAt: number;
  latest: number;
  pending?: Promise<void>;
};

const entries = new Map<SharedQuery<unknown>, Entry>();
const listeners = new Set<() => void>();
let client: QueryClient | undefined;

function entryOf(query: SharedQuery<unknown>): Entry {
  let entry = entries.get(query);
  if (!entry) {
    entry = { query, updatedAt: 0, latest: 0 };
    entries.set(query, entry);
  }
  return entry;
}

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function read<T>(query: SharedQuery<T>): T | undefined {
  return client ? client.getQueryData<T>(query.queryKey) : (entryOf(query).data as T | undefined);
}

/** Asks again after a failure worth retrying, as the query client does (1 s, then 2 s later). */
async function withRetries<T>(queryFn: () => Promise<T>): Promise<T> {
  for (let failureCount = 0; ; failureCount++) {
    try {
      return await queryFn();
    } catch (error) {
      if (!shouldRetry(failureCount, error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** failureCount));
    }
  }
}

/** Asks the server unless a fresh answer is known (`force`: asks anyway, and a request under way is overtaken). */
function load(query: SharedQuery<unknown>, force: boolean): Promise<void> {
  if (client) {
    // Invalidating overtakes a request under way, but only reaches a query the cache already holds.
    const cached = client.getQueryCache().find({ queryKey: query.queryKey, exact: true });
    return force && cached
      ? client.invalidateQueries({ queryKey: query.queryKey, refetchType: 'all' })
      : client.prefetchQuery(query);
  }
  const entry = entryOf(query);
  const fresh = entry.updatedAt > 0 && Date.now() - entry.updatedAt < (query.staleTime ?? 0);
  if (!force && (fresh || entry.pending)) return entry.pending ?? Promise.resolve();
  const request = ++entry.latest;
  const startedAt = Date.now();
  entry.pending = withRetries(query.queryFn).then(
    (data) => {
      if (request !== entry.latest) return;
      if (!client) Object.assign(entry, { data, updatedAt: Date.now() });
      // Handed over while under way: the answer still goes to the cache, unless it has a newer one.
      else if ((client.getQueryState(query.queryKey)?.dataUpdatedAt ?? 0) < startedAt) {
        client.setQueryData(query.queryKey, data);
      }
      notify();
    },
    // As with `useQuery` in the header: a read that still fails shows nothing; the next mount asks again.
    () => undefined,
  );
  entry.pending.finally(() => {
    if (request === entry.latest) entry.pending = undefined;
  });
  return entry.pending;
}

/** The query's answer known now (undefined until it arrives), outside a component. */
export function readSharedQuery<T>(query: SharedQuery<T>): T | undefined {
  return read(query);
}

/** An admin account without two-factor sign-in: every page but Settings stays closed to it (decision 012). */
export function needsTwoFactorSetup(me: TMe): boolean {
  return me.member?.role === 'Admin' && !me.user.twoFactorEnabled;
}

/** The query's answer (undefined until it arrives), fetched on mount when stale, as `useQuery(...).data`. */
export function useSharedQuery<T>(query: SharedQuery<T>): T | undefined {
  const data = useSyncExternalStore(subscribe, () => read(query));
  useEffect(() => {
    void load(query as SharedQuery<unknown>, false);
  }, [query]);
  return data;
}

/**
 * Asks now unless a fresh answer is known or a request is under way, as `prefetchQuery`: for a page
 * that will need the answer, asked while its code is still loading.
 */
export function prefetchSharedQuery(query: SharedQuery<unknown>): Promise<void> {
  return load(query, false);
}

/** Asks again now, as `invalidateQueries({ queryKey, refetchType: 'all' })`; resolves once the answer is in. */
export function refetchSharedQuery(query: SharedQuery<unknown>): Promise<void> {
  return load(query, true);
}

/**
 * Called once by `api/query-client.ts` when it creates the client: the answers known so far go into its
 * cache (none is asked twice) and the shared queries read the cache from now on.
 */
export function connectQueryClient(queryClient: QueryClient): void {
  for (const entry of entries.values()) {
    if (entry.updatedAt > 0) {
      queryClient.setQueryData(entry.query.queryKey, entry.data, { updatedAt: entry.updatedAt });
    }
  }
  client = queryClient;
  queryClient.getQueryCache().subscribe(notify);
  notify();
}

type ActionCallbacks<R> = { onSuccess?: (result: R) => void; onError?: (error: unknown) => void };

/** A first-screen action (sign-in, reset request), called as a `useMutation`'s `mutate`. */
export function useAction<V, R>(action: (variables: V) => Promise<R>) {
  const [isPending, setPending] = useState(false);
  const mutate = (variables: V, { onSuccess, onError }: ActionCallbacks<R> = {}) => {
    setPending(true);
    action(variables).then(
      (result) => {
        setPending(false);
        onSuccess?.(result);
      },
      (error: unknown) => {
        setPending(false);
        onError?.(error);
      },
    );
  };
  return { mutate, isPending };
}
