import { type TApplicationPage, ZApplicationPage } from '@scouting/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { cursorPaging, pagePath } from '../../../api/paging.ts';

const PAGE_LIMIT = 50;

/** Every application query starts with this key, so a star refreshes the lists and the bookmarks. */
export const applicationsKey = ['applications'] as const;

/** GET /api/applications: applications to the agent's own posts, newest first. */
export function applicationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: [...applicationsKey, 'received'],
    queryFn: ({ pageParam, signal }): Promise<TApplicationPage> =>
      apiRequest(pagePath('/api/applications', PAGE_LIMIT, pageParam), { schema: ZApplicationPage, signal }),
    ...cursorPaging,
  });
}

/** GET /api/starred-applications/{agentId}: the agent's bookmarks. */
export function starredApplicationsQueryOptions(agentId: number) {
  return infiniteQueryOptions({
    queryKey: [...applicationsKey, 'starred', agentId],
    queryFn: ({ pageParam, signal }): Promise<TApplicationPage> =>
      apiRequest(pagePath(`/api/starred-applications/${agentId}`, PAGE_LIMIT, pageParam), {
        schema: ZApplicationPage,
        signal,
      }),
    ...cursorPaging,
  });
}
