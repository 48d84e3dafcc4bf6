import type { TQueueState } from '@scouting/contract/schemas/admin';
import { type TUnderageRequestList, ZUnderageRequestList } from '@scouting/contract/schemas/underage';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { cursorPaging, pagePath } from '../../../api/paging.ts';
import { underageKeys } from './query-keys.ts';

const PAGE_LIMIT = 20;

/** GET /api/underage-message-requests (admins): pending ones oldest first, decided ones newest first. */
export function getUnderageRequests(
  state: TQueueState,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<TUnderageRequestList> {
  return apiRequest(pagePath('/api/underage-message-requests', PAGE_LIMIT, cursor, { state }), {
    schema: ZUnderageRequestList,
    signal,
  });
}

export function underageRequestsQueryOptions(state: TQueueState) {
  return infiniteQueryOptions({
    queryKey: underageKeys.requests(state),
    queryFn: ({ pageParam, signal }) => getUnderageRequests(state, pageParam, signal),
    ...cursorPaging,
  });
}
