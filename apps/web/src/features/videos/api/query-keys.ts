import type { PoolFilters } from './get-video-pool.ts';

export const videosKeys = {
  /** Every query of this feature starts with it, so a rating or a sync refreshes them all. */
  all: ['videos'] as const,
  player: (playerId: number) => [...videosKeys.all, 'player', playerId] as const,
  pool: (filters: PoolFilters) => [...videosKeys.all, 'pool', filters] as const,
  average: (playerId: number) => [...videosKeys.all, 'average', playerId] as const,
};
