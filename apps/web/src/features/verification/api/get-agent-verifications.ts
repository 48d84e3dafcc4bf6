import { type TAgentVerificationList, ZAgentVerificationList } from '@scouting/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { verificationKeys } from './query-keys.ts';

const PAGE_LIMIT = 20;

/** GET /api/admin/agent-verifications (admins): waiting requests first, then newest first. */
export function getAgentVerifications(cursor: string | null, signal?: AbortSignal): Promise<TAgentVerificationList> {
  const query = new URLSearchParams({ limit: String(PAGE_LIMIT) });
  if (cursor) query.set('cursor', cursor);
  return apiRequest(`/api/admin/agent-verifications?${query}`, { schema: ZAgentVerificationList, signal });
}

export function agentVerificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: verificationKeys.agentVerifications(),
    queryFn: ({ pageParam, signal }) => getAgentVerifications(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
