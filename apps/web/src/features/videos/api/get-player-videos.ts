import { type TPlayerVideos, ZPlayerVideos } from '@scouting/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

/** Every query of this feature starts with this key, so a rating or a sync refreshes them all. */
export const VIDEOS_KEY = ['videos'] as const;

export function playerVideosKey(playerId: number) {
  return [...VIDEOS_KEY, 'player', playerId] as const;
}

/** GET /api/player-videos/{playerId}: newest first; the profile shows the first 100. */
export function getPlayerVideos(playerId: number, signal?: AbortSignal): Promise<TPlayerVideos> {
  return apiRequest(`/api/player-videos/${playerId}?limit=100`, { schema: ZPlayerVideos, signal });
}

export function usePlayerVideos(playerId: number) {
  return useQuery(
    queryOptions({ queryKey: playerVideosKey(playerId), queryFn: ({ signal }) => getPlayerVideos(playerId, signal) }),
  );
}
