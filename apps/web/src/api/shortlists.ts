import {
  type TAddToShortlistRequest,
  type TLatestSavedPlayers,
  type TShortlist,
  type TShortlistEntry,
  type TShortlistList,
  type TShortlistNameRequest,
  type TShortlistsHoldingPlayer,
  type TShortlistsHoldingPlayers,
  ZLatestSavedPlayers,
  ZShortlist,
  ZShortlistEntry,
  ZShortlistList,
  ZShortlistsHoldingPlayer,
  ZShortlistsHoldingPlayers,
} from '@scouting/contract/schemas/shortlists';
import { keepsShortlists, SHORTLIST_LIMITS } from '@scouting/contract/shortlists';
import { type QueryClient, queryOptions, useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { useMe } from './me.ts';
import { sharedKeys } from './query-keys.ts';

/**
 * The shortlist calls more than one place needs: the Shortlist button (profiles, the video pool,
 * search results), the dashboards' Saved Profiles card and the /shortlists page. Every write
 * refreshes everything under `sharedKeys.shortlists`, so counts, states and cards agree.
 */
export const shortlistKeys = {
  all: sharedKeys.shortlists,
  mine: () => [...shortlistKeys.all, 'mine'] as const,
  forPlayer: (playerId: number) => [...shortlistKeys.all, 'for-player', playerId] as const,
  holding: (playerIds: readonly number[]) => [...shortlistKeys.all, 'holding', playerIds] as const,
  latest: (limit: number) => [...shortlistKeys.all, 'latest', limit] as const,
  entries: (shortlistId: number) => [...shortlistKeys.all, 'entries', shortlistId] as const,
};

/** GET /api/shortlists: the caller's lists in their order, with counts. */
export function myShortlistsQueryOptions() {
  return queryOptions({
    queryKey: shortlistKeys.mine(),
    queryFn: ({ signal }): Promise<TShortlistList> => apiRequest('/api/shortlists', { schema: ZShortlistList, signal }),
  });
}

/**
 * How long a player's Shortlist state is used as it is. Only the owner changes their lists, and each
 * of their writes refreshes every shortlist query (useShortlistMutation), so a button that mounts
 * after a list seeded its state (useShortlistStates) shows it without asking again.
 */
const HOLDING_STALE_MS = 60_000;

/** GET /api/shortlists/for-player/{playerId}: which of the caller's lists hold this player. */
export function shortlistsHoldingQueryOptions(playerId: number) {
  return queryOptions({
    queryKey: shortlistKeys.forPlayer(playerId),
    queryFn: ({ signal }): Promise<TShortlistsHoldingPlayer> =>
      apiRequest(`/api/shortlists/for-player/${playerId}`, { schema: ZShortlistsHoldingPlayer, signal }),
    staleTime: HOLDING_STALE_MS,
  });
}

/**
 * The ids a list shows, each once and in order, in requests of at most SHORTLIST_LIMITS.holdingMax:
 * a "load more" changes only the last request's ids, and adds a request only every 50 players.
 */
export function holdingChunks(playerIds: readonly number[]): number[][] {
  const unique = [...new Set(playerIds)];
  const chunks: number[][] = [];
  for (let start = 0; start < unique.length; start += SHORTLIST_LIMITS.holdingMax) {
    chunks.push(unique.slice(start, start + SHORTLIST_LIMITS.holdingMax));
  }
  return chunks;
}

/**
 * GET /api/shortlists/holding for some players: the answer goes into each player's for-player
 * entry, where their Shortlist button reads it. Refreshed with every other shortlist query after a
 * write, so the buttons show the new state.
 */
export function shortlistStatesQueryOptions(queryClient: QueryClient, playerIds: readonly number[]) {
  return queryOptions({
    queryKey: shortlistKeys.holding(playerIds),
    queryFn: async ({ signal }): Promise<TShortlistsHoldingPlayers> => {
      const answer = await apiRequest(`/api/shortlists/holding?playerIds=${playerIds.join(',')}`, {
        schema: ZShortlistsHoldingPlayers,
        signal,
      });
      for (const { playerId, entries } of answer.players) {
        queryClient.setQueryData<TShortlistsHoldingPlayer>(shortlistKeys.forPlayer(playerId), { entries });
      }
      return answer;
    },
  });
}

/**
 * For a list of players (the video pool, search results): the state of every Shortlist button it
 * shows in one request (one per 50 players) instead of one per button. The list passes
 * `fromList` to its buttons, which then send nothing of their own. Only for the roles that keep
 * shortlists; for the others nothing is asked (their buttons do not show).
 */
export function useShortlistStates(playerIds: readonly number[]): void {
  const queryClient = useQueryClient();
  const enabled = keepsShortlists(useMe().data?.member?.role);
  useQueries({
    queries: holdingChunks(playerIds).map((ids) => ({ ...shortlistStatesQueryOptions(queryClient, ids), enabled })),
  });
}

/** GET /api/shortlists/latest-players: the dashboard card. */
export function latestSavedQueryOptions(limit: number) {
  return queryOptions({
    queryKey: shortlistKeys.latest(limit),
    queryFn: ({ signal }): Promise<TLatestSavedPlayers> =>
      apiRequest(`/api/shortlists/latest-players?limit=${limit}`, { schema: ZLatestSavedPlayers, signal }),
  });
}

export function createShortlist(body: TShortlistNameRequest): Promise<TShortlist> {
  return apiRequest('/api/shortlists', { method: 'POST', body, schema: ZShortlist });
}

export function addToShortlist({ shortlistId, ...body }: TAddToShortlistRequest & { shortlistId: number }) {
  return apiRequest<TShortlistEntry>(`/api/shortlists/${shortlistId}/players`, {
    method: 'POST',
    body,
    schema: ZShortlistEntry,
  });
}

export function removeFromShortlist({ shortlistId, playerId }: { shortlistId: number; playerId: number }) {
  return apiRequest(`/api/shortlists/${shortlistId}/players/${playerId}`, { method: 'DELETE' });
}

/**
 * A shortlist write; afterwards every shortlist query is refreshed. By default the write counts as
 * pending until the fresh lists are in (a renamed list never shows its old name again); a dialog
 * that closes once the write is done passes `waitForRefresh: false`.
 */
export function useShortlistMutation<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  { waitForRefresh = true }: { waitForRefresh?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      const refreshed = queryClient.invalidateQueries({ queryKey: shortlistKeys.all });
      return waitForRefresh ? refreshed : undefined;
    },
  });
}
