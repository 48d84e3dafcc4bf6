import { SHORTLIST_LIMITS } from '@scouting/contract/shortlists';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  holdingChunks,
  shortlistKeys,
  shortlistStatesQueryOptions,
  shortlistsHoldingQueryOptions,
} from './shortlists.ts';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** The server: GET /api/shortlists/holding answers from `saved` (player id → list ids) as it is at the time. */
function serveHolding(saved: Map<number, number[]>) {
  const fetch = vi.fn(async (path: string) => {
    const url = new URL(path, 'http://localhost');
    if (url.pathname !== '/api/shortlists/holding') throw new Error(`unexpected request ${path}`);
    const ids = (url.searchParams.get('playerIds') ?? '').split(',').map(Number);
    return json({
      players: ids.map((playerId) => ({
        playerId,
        entries: (saved.get(playerId) ?? []).map((shortlistId) => ({ shortlistId, note: null })),
      })),
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** What a Shortlist button in a list does: reads its player's state, never asks for it. */
function listButton(queryClient: QueryClient, playerId: number) {
  const observer = new QueryObserver(queryClient, { ...shortlistsHoldingQueryOptions(playerId), enabled: false });
  const unsubscribe = observer.subscribe(() => {});
  return { saved: () => (observer.getCurrentResult().data?.entries.length ?? 0) > 0, unsubscribe };
}

afterEach(() => vi.unstubAllGlobals());

describe('the Shortlist buttons of a list', () => {
  it('ask for each player once, at most 50 to a request, keeping the order so a longer list changes only the last', () => {
    expect(holdingChunks([])).toEqual([]);
    expect(holdingChunks([4, 2, 4, 9, 2])).toEqual([[4, 2, 9]]);
    const ids = Array.from({ length: 120 }, (_, i) => i + 1);
    const chunks = holdingChunks(ids);
    expect(chunks.map((chunk) => chunk.length)).toEqual([SHORTLIST_LIMITS.holdingMax, SHORTLIST_LIMITS.holdingMax, 20]);
    expect(chunks.flat()).toEqual(ids);
    expect(holdingChunks(ids.slice(0, 110)).slice(0, 2)).toEqual(chunks.slice(0, 2));
  });

  it("get their state from the list's one request, and the new state after a write's refresh", async () => {
    const saved = new Map([[2, [10]]]);
    const fetch = serveHolding(saved);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const buttons = [1, 2, 3].map((id) => listButton(queryClient, id));
    const list = new QueryObserver(queryClient, shortlistStatesQueryOptions(queryClient, [1, 2, 3]));
    const stopList = list.subscribe(() => {});
    await vi.waitFor(() => expect(list.getCurrentResult().isSuccess).toBe(true));

    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/shortlists/holding?playerIds=1,2,3');
    expect(buttons.map((button) => button.saved())).toEqual([false, true, false]);
    // A button that mounts later (a profile page) finds a fresh state and does not ask.
    await queryClient.prefetchQuery(shortlistsHoldingQueryOptions(2));
    expect(fetch).toHaveBeenCalledTimes(1);

    // A save refreshes every shortlist query (useShortlistMutation): the list asks again, once.
    saved.set(3, [10]);
    await queryClient.invalidateQueries({ queryKey: shortlistKeys.all });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(buttons.map((button) => button.saved())).toEqual([false, true, true]);

    stopList();
    for (const button of buttons) button.unsubscribe();
    queryClient.clear();
  });
});
