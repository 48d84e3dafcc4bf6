import { type TAverageRating, ZAverageRating } from '@scouting/contract/schemas/videos';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { videosKeys } from './query-keys.ts';

/** GET /api/player-average-rating/{playerId} (docs/product.md#videos-and-ratings). */
export function getAverageRating(playerId: number, signal?: AbortSignal): Promise<TAverageRating> {
  return apiRequest(`/api/player-average-rating/${playerId}`, { schema: ZAverageRating, signal });
}

export function useAverageRating(playerId: number) {
  return useQuery({
    queryKey: videosKeys.average(playerId),
    queryFn: ({ signal }) => getAverageRating(playerId, signal),
  });
}
