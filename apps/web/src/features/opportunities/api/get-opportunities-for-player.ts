import { type TOpportunityPage, ZOpportunityPage } from '@scouting/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { pageQuery } from './get-own-opportunities.ts';
import { opportunitiesKeys } from './query-keys.ts';

/** GET /api/opportunities-for-player/{playerId}: open posts matching the player, newest first (SPEC §9). */
export function getOpportunitiesForPlayer(
  playerId: number,
  before: number | null,
  signal?: AbortSignal,
): Promise<TOpportunityPage> {
  return apiRequest(`/api/opportunities-for-player/${playerId}?${pageQuery(before)}`, {
    schema: ZOpportunityPage,
    signal,
  });
}

export function opportunitiesForPlayerQueryOptions(playerId: number) {
  return infiniteQueryOptions({
    queryKey: opportunitiesKeys.forPlayer(playerId),
    queryFn: ({ pageParam, signal }) => getOpportunitiesForPlayer(playerId, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
