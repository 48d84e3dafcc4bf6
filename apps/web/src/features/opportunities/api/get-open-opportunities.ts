import { type TOpportunityPage, ZOpportunityPage } from '@scouting/contract/schemas/opportunities';
import { ZSearchCountResponse } from '@scouting/contract/schemas/search';
import { infiniteQueryOptions, keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { cursorPaging, pagePath } from '../../../api/paging.ts';
import { opportunitiesKeys } from './query-keys.ts';

const PAGE_LIMIT = 20;

/** GET /api/open-opportunities: the player's market (docs/product.md#opportunities), with the address's filters. */
export function getOpenOpportunities(
  filters: Record<string, string>,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<TOpportunityPage> {
  return apiRequest(pagePath('/api/open-opportunities', PAGE_LIMIT, cursor, filters), {
    schema: ZOpportunityPage,
    signal,
  });
}

export function openOpportunitiesQueryOptions(filters: Record<string, string>) {
  return infiniteQueryOptions({
    queryKey: opportunitiesKeys.market(filters),
    queryFn: ({ pageParam, signal }) => getOpenOpportunities(filters, pageParam, signal),
    // The list stays on screen while a changed search loads.
    placeholderData: keepPreviousData,
    ...cursorPaging,
  });
}

/**
 * GET /api/open-opportunities/count for filters being chosen (the phone's 'Show N posts'). The
 * previous count stays on the button while the next one loads; a refused filter shows no count.
 */
export function useOpenOpportunitiesCount(filters: Record<string, string>, enabled: boolean) {
  // The order changes no count: left out, choosing another one asks nothing again.
  const { sort: _sort, ...counted } = filters;
  return useQuery({
    queryKey: opportunitiesKeys.marketCount(counted),
    queryFn: ({ signal }) =>
      apiRequest(`/api/open-opportunities/count?${new URLSearchParams(counted)}`, {
        schema: ZSearchCountResponse,
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
