import { sharedKeys } from '../../../api/query-keys.ts';

export const opportunitiesKeys = {
  all: sharedKeys.opportunities,
  own: () => [...opportunitiesKeys.all, 'own'] as const,
  forPlayer: (playerId: number, filters: { type: string | null; city: string }) =>
    [...opportunitiesKeys.all, 'for-player', playerId, { type: filters.type, city: filters.city.trim() }] as const,
  market: (filters: Record<string, string>) => [...opportunitiesKeys.all, 'market', filters] as const,
  marketCount: (filters: Record<string, string>) => [...opportunitiesKeys.all, 'market-count', filters] as const,
  favourites: () => [...opportunitiesKeys.all, 'favourites'] as const,
  savedSearches: () => [...opportunitiesKeys.all, 'saved-searches'] as const,
};
