import { type TApplicationPage, ZApplicationPage } from '@scouting/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { applicationsKeys } from './query-keys.ts';

const PAGE_LIMIT = 50;

/** Every application query starts with this key, so a star refreshes the lists and the bookmarks. */

function pagePath(path: string, before: number | null) {
  const query = new URLSearchParams({ limit: String(PAGE_LIMIT) });
  if (before) query.set('before', String(before));
  return `${path}?${query}`;
}

/** GET /api/applications: applications to the agent's own posts, newest first. */
export function applicationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: applicationsKeys.received(),
    queryFn: ({ pageParam, signal }): Promise<TApplicationPage> =>
      apiRequest(pagePath('/api/applications', pageParam), { schema: ZApplicationPage, signal }),
    initialPageParam: null as number | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** GET /api/starred-applications/{agentId}: the agent's bookmarks. */
export function starredApplicationsQueryOptions(agentId: number) {
  return infiniteQueryOptions({
    queryKey: applicationsKeys.starred(agentId),
    queryFn: ({ pageParam, signal }): Promise<TApplicationPage> =>
      apiRequest(pagePath(`/api/starred-applications/${agentId}`, pageParam), { schema: ZApplicationPage, signal }),
    initialPageParam: null as number | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
