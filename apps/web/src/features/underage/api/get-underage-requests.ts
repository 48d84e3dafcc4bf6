import { type TUnderageRequestList, ZUnderageRequestList } from '@scouting/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { underageKeys } from './query-keys.ts';

const PAGE_LIMIT = 20;

/** GET /api/underage-message-requests (admins): newest first, a page at a time. */
export function getUnderageRequests(before: number | null, signal?: AbortSignal): Promise<TUnderageRequestList> {
  const query = new URLSearchParams({ limit: String(PAGE_LIMIT) });
  if (before) query.set('before', String(before));
  return apiRequest(`/api/underage-message-requests?${query}`, { schema: ZUnderageRequestList, signal });
}

export function underageRequestsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: underageKeys.requests(),
    queryFn: ({ pageParam, signal }) => getUnderageRequests(pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
