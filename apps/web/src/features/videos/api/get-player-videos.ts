import { type TPlayerVideos, ZPlayerVideos } from '@scouting/contract/schemas/videos';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { videosKeys } from './query-keys.ts';

/** GET /api/player-videos/{playerId}: newest first; the profile shows the first 100. */
export function getPlayerVideos(playerId: number, signal?: AbortSignal): Promise<TPlayerVideos> {
  return apiRequest(`/api/player-videos/${playerId}?limit=100`, { schema: ZPlayerVideos, signal });
}

export function usePlayerVideos(playerId: number) {
  return useQuery(
    queryOptions({ queryKey: videosKeys.player(playerId), queryFn: ({ signal }) => getPlayerVideos(playerId, signal) }),
  );
}
