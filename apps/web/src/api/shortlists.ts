import {
  type TAddToShortlistRequest,
  type TLatestSavedPlayers,
  type TShortlist,
  type TShortlistEntry,
  type TShortlistList,
  type TShortlistNameRequest,
  type TShortlistsHoldingPlayer,
  ZLatestSavedPlayers,
  ZShortlist,
  ZShortlistEntry,
  ZShortlistList,
  ZShortlistsHoldingPlayer,
} from '@scouting/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
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

/** GET /api/shortlists/for-player/{playerId}: which of the caller's lists hold this player. */
export function shortlistsHoldingQueryOptions(playerId: number) {
  return queryOptions({
    queryKey: shortlistKeys.forPlayer(playerId),
    queryFn: ({ signal }): Promise<TShortlistsHoldingPlayer> =>
      apiRequest(`/api/shortlists/for-player/${playerId}`, { schema: ZShortlistsHoldingPlayer, signal }),
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
