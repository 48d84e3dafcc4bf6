import { type TUnderageRequestList, ZUnderageRequestList } from '@scouting/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { cursorPaging, pagePath } from '../../../api/paging.ts';
import { underageKeys } from './query-keys.ts';

const PAGE_LIMIT = 20;

/** GET /api/underage-message-requests (admins): newest first, a page at a time. */
export function getUnderageRequests(cursor: string | null, signal?: AbortSignal): Promise<TUnderageRequestList> {
  return apiRequest(pagePath('/api/underage-message-requests', PAGE_LIMIT, cursor), {
    schema: ZUnderageRequestList,
    signal,
  });
}

export function underageRequestsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: underageKeys.requests(),
    queryFn: ({ pageParam, signal }) => getUnderageRequests(pageParam, signal),
    ...cursorPaging,
  });
}
