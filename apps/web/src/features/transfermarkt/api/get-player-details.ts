import { type TPlayerDetails, ZPlayerDetails } from '@scouting/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

/** The same key as the dashboard's player details, so one fetch serves both and one invalidation refreshes both. */
export function playerDetailsKey(playerId: number) {
  return ['player-details', playerId] as const;
}

/** GET /api/player-details/{id}: the link, the permission and the profile that prefills the application (SPEC §3). */
export function getPlayerDetails(playerId: number, signal?: AbortSignal): Promise<TPlayerDetails> {
  return apiRequest(`/api/player-details/${playerId}`, { schema: ZPlayerDetails, signal });
}

export function usePlayerDetails(playerId: number) {
  return useQuery(
    queryOptions({
      queryKey: playerDetailsKey(playerId),
      queryFn: ({ signal }) => getPlayerDetails(playerId, signal),
    }),
  );
}
