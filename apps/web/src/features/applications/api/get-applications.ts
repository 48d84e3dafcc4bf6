import { type TApplicationPage, ZApplicationPage } from '@scouting/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { cursorPaging, pagePath } from '../../../api/paging.ts';
import { applicationsKeys } from './query-keys.ts';

const PAGE_LIMIT = 50;

/** Every application query starts with this key, so a star refreshes the lists and the bookmarks. */

/** GET /api/applications: applications to the caller's own posts (agent, scout or club), newest first. */
export function applicationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: applicationsKeys.received(),
    queryFn: ({ pageParam, signal }): Promise<TApplicationPage> =>
      apiRequest(pagePath('/api/applications', PAGE_LIMIT, pageParam), { schema: ZApplicationPage, signal }),
    ...cursorPaging,
  });
}

/** GET /api/starred-applications/{agentId}: the poster's bookmarks (the SPEC names the id agentId). */
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
