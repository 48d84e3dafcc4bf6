import { type TPlayerDetails, ZPlayerDetails } from '@scouting/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

/** GET /api/player-details/{id}: private fields are null unless the viewer is the player or an admin. */
export function getPlayerDetails(playerId: number, signal?: AbortSignal): Promise<TPlayerDetails> {
  return apiRequest(`/api/player-details/${playerId}`, { schema: ZPlayerDetails, signal });
}

export function playerProfileQueryOptions(playerId: number) {
  return queryOptions({
    queryKey: ['player-details', playerId],
    queryFn: ({ signal }) => getPlayerDetails(playerId, signal),
    enabled: Number.isInteger(playerId) && playerId > 0,
  });
}
