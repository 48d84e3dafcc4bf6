import { type TOpportunityPage, ZOpportunityPage } from '@scouting/contract/schemas/opportunities';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { cursorPaging, pagePath } from '../../../api/paging.ts';
import { applicationsKeys } from './query-keys.ts';

const POSTS_PAGE_LIMIT = 20;

/**
 * GET /api/opportunities: the poster's own posts with their `applicationCount` (docs/product.md#applications), the
 * groups of the By Opportunity view. Its key sits under the applications' so an answer refreshes
 * the counts too (the opportunities feature keeps its own call for /view-posts).
 */
export function ownPostsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: applicationsKeys.posts(),
    queryFn: ({ pageParam, signal }): Promise<TOpportunityPage> =>
      apiRequest(pagePath('/api/opportunities', POSTS_PAGE_LIMIT, pageParam), { schema: ZOpportunityPage, signal }),
    ...cursorPaging,
  });
}
