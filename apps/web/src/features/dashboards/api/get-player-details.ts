import { type TPlayerDetails, ZPlayerDetails } from '@scouting/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

export function playerDetailsKey(playerId: number) {
  return ['player-details', playerId] as const;
}

/** GET /api/player-details/{id}: the owner sees `isUnderage` and `parentEmail` (SPEC §3, §4). */
export function getPlayerDetails(playerId: number, signal?: AbortSignal): Promise<TPlayerDetails> {
  return apiRequest(`/api/player-details/${playerId}`, { schema: ZPlayerDetails, signal });
}

export function playerDetailsQueryOptions(playerId: number) {
  return queryOptions({
    queryKey: playerDetailsKey(playerId),
    queryFn: ({ signal }) => getPlayerDetails(playerId, signal),
  });
}

export function usePlayerDetails(playerId: number) {
  return useQuery(playerDetailsQueryOptions(playerId));
}
