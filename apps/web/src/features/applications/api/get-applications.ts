import { type TApplicationPage, ZApplicationPage } from '@scouting/contract/schemas/applications';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { cursorPaging, pagePath } from '../../../api/paging.ts';
import { type ApplicationFilters, applicationsKeys } from './query-keys.ts';

const PAGE_LIMIT = 50;
/** A post's group in the By Opportunity view loads a few at a time, each with its own 'Load more'. */
export const GROUP_PAGE_LIMIT = 10;

/**
 * GET /api/applications: applications to the caller's own posts (agent, scout or club; an admin's
 * are all), newest first, narrowed by status and post (docs/product.md#applications).
 */
export function applicationsQueryOptions(filters: ApplicationFilters = {}, limit = PAGE_LIMIT) {
  return infiniteQueryOptions({
    queryKey: [...applicationsKeys.received(filters), limit],
    queryFn: ({ pageParam, signal }): Promise<TApplicationPage> =>
      apiRequest(
        pagePath('/api/applications', limit, pageParam, {
          status: filters.status,
          opportunityId: filters.opportunityId,
        }),
        { schema: ZApplicationPage, signal },
      ),
    ...cursorPaging,
  });
}

/** GET /api/starred-applications/{agentId}: the poster's bookmarks (the API names the id agentId). */
export function starredApplicationsQueryOptions(agentId: number) {
  return infiniteQueryOptions({
    queryKey: applicationsKeys.starred(agentId),
    queryFn: ({ pageParam, signal }): Promise<TApplicationPage> =>
      apiRequest(pagePath(`/api/starred-applications/${agentId}`, PAGE_LIMIT, pageParam), {
        schema: ZApplicationPage,
        signal,
      }),
    ...cursorPaging,
  });
}
