import { type TOpportunityPage, ZOpportunityPage } from '@scouting/contract/schemas/opportunities';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { cursorPaging, pagePath } from '../../../api/paging.ts';
import { opportunitiesKeys } from './query-keys.ts';

export const PAGE_LIMIT = 20;

/** Every opportunity query starts with this key, so one invalidation refreshes them all. */

/** GET /api/opportunities: the agent's own posts, newest first (/view-posts). */
export function getOwnOpportunities(cursor: string | null, signal?: AbortSignal): Promise<TOpportunityPage> {
  return apiRequest(pagePath('/api/opportunities', PAGE_LIMIT, cursor), { schema: ZOpportunityPage, signal });
}

export function ownOpportunitiesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: opportunitiesKeys.own(),
    queryFn: ({ pageParam, signal }) => getOwnOpportunities(pageParam, signal),
    ...cursorPaging,
  });
}
