import type { TOpportunityType } from '@scouting/contract/opportunities';
import { type TOpportunityPage, ZOpportunityPage } from '@scouting/contract/schemas/opportunities';
import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { cursorPaging, pagePath } from '../../../api/paging.ts';
import { PAGE_LIMIT } from './get-own-opportunities.ts';
import { opportunitiesKeys } from './query-keys.ts';

/** What the player narrows their list by (docs/product.md#opportunities); an empty one is no filter. */
export type PlayerOpportunityFilters = { type: TOpportunityType | null; city: string };

/** GET /api/opportunities-for-player/{playerId}: open posts matching the player, newest first (docs/product.md#opportunities). */
export function getOpportunitiesForPlayer(
  playerId: number,
  filters: PlayerOpportunityFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<TOpportunityPage> {
  const query = { type: filters.type, city: filters.city.trim() };
  return apiRequest(pagePath(`/api/opportunities-for-player/${playerId}`, PAGE_LIMIT, cursor, query), {
    schema: ZOpportunityPage,
    signal,
  });
}

export function opportunitiesForPlayerQueryOptions(
  playerId: number,
  filters: PlayerOpportunityFilters = { type: null, city: '' },
) {
  return infiniteQueryOptions({
    queryKey: opportunitiesKeys.forPlayer(playerId, filters),
    queryFn: ({ pageParam, signal }) => getOpportunitiesForPlayer(playerId, filters, pageParam, signal),
    // The list stays on screen while a changed filter loads.
    placeholderData: keepPreviousData,
    ...cursorPaging,
  });
}
