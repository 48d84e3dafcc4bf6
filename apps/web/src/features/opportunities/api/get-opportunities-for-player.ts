import { type TOpportunityPage, ZOpportunityPage } from '@scouting/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { cursorPaging, pagePath } from '../../../api/paging.ts';
import { PAGE_LIMIT } from './get-own-opportunities.ts';
import { opportunitiesKeys } from './query-keys.ts';

/** GET /api/opportunities-for-player/{playerId}: open posts matching the player, newest first (SPEC §9). */
export function getOpportunitiesForPlayer(
  playerId: number,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<TOpportunityPage> {
  return apiRequest(pagePath(`/api/opportunities-for-player/${playerId}`, PAGE_LIMIT, cursor), {
    schema: ZOpportunityPage,
    signal,
  });
}

export function opportunitiesForPlayerQueryOptions(playerId: number) {
  return infiniteQueryOptions({
    queryKey: opportunitiesKeys.forPlayer(playerId),
    queryFn: ({ pageParam, signal }) => getOpportunitiesForPlayer(playerId, pageParam, signal),
    ...cursorPaging,
  });
}
