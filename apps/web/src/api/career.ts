import { ZCareer } from '@scouting/contract/schemas/career';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client.ts';

export const careerKeys = {
  all: ['career'] as const,
  player: (playerId: number) => ['career', playerId] as const,
};

/** GET /api/player-career/{playerId}: the record with each line's source (the profile, the comparison, the dashboard). */
export function careerQueryOptions(playerId: number) {
  return queryOptions({
    queryKey: careerKeys.player(playerId),
    queryFn: ({ signal }) => apiRequest(`/api/player-career/${playerId}`, { schema: ZCareer, signal }),
  });
}
