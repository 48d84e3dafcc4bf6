import { type TPlayerDetails, ZPlayerDetails } from '@scouting/contract/schemas/profiles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { sharedKeys } from './query-keys.ts';

/** GET /api/player-details/{id}: private fields are null unless the viewer is the player or an admin. */
export function getPlayerDetails(playerId: number, signal?: AbortSignal): Promise<TPlayerDetails> {
  return apiRequest(`/api/player-details/${playerId}`, { schema: ZPlayerDetails, signal });
}

export function playerDetailsQueryOptions(playerId: number) {
  return queryOptions({
    queryKey: sharedKeys.playerDetails(playerId),
    queryFn: ({ signal }) => getPlayerDetails(playerId, signal),
    enabled: Number.isInteger(playerId) && playerId > 0,
    // The dashboard's parts that read it (the page, the photo, Transfermarkt, the parent's hold) mount
    // in turn: fresh for 5 s, they share one answer instead of asking four times (docs/performance.md#dashboards).
    staleTime: 5_000,
  });
}

export function usePlayerDetails(playerId: number) {
  return useQuery(playerDetailsQueryOptions(playerId));
}
