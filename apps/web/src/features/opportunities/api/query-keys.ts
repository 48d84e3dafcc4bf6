import { sharedKeys } from '../../../api/query-keys.ts';

export const opportunitiesKeys = {
  all: sharedKeys.opportunities,
  own: () => [...opportunitiesKeys.all, 'own'] as const,
  forPlayer: (playerId: number) => [...opportunitiesKeys.all, 'for-player', playerId] as const,
  favourites: () => [...opportunitiesKeys.all, 'favourites'] as const,
};
