import { type TOpportunityPage, ZOpportunityPage } from '@scouting/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { opportunitiesKeys } from './query-keys.ts';

export const PAGE_LIMIT = 20;

/** Every opportunity query starts with this key, so one invalidation refreshes them all. */

export function pageQuery(before: number | null) {
  const query = new URLSearchParams({ limit: String(PAGE_LIMIT) });
  if (before) query.set('before', String(before));
  return query;
}

/** GET /api/opportunities: the agent's own posts, newest first (/view-posts). */
export function getOwnOpportunities(before: number | null, signal?: AbortSignal): Promise<TOpportunityPage> {
  return apiRequest(`/api/opportunities?${pageQuery(before)}`, { schema: ZOpportunityPage, signal });
}

export function ownOpportunitiesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: opportunitiesKeys.own(),
    queryFn: ({ pageParam, signal }) => getOwnOpportunities(pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
