import { type TAgentVerificationList, ZAgentVerificationList } from '@scouting/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { cursorPaging, pagePath } from '../../../api/paging.ts';
import { verificationKeys } from './query-keys.ts';

const PAGE_LIMIT = 20;

/** GET /api/admin/agent-verifications (admins): waiting requests first, then newest first. */
export function getAgentVerifications(cursor: string | null, signal?: AbortSignal): Promise<TAgentVerificationList> {
  return apiRequest(pagePath('/api/admin/agent-verifications', PAGE_LIMIT, cursor), {
    schema: ZAgentVerificationList,
    signal,
  });
}

export function agentVerificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: verificationKeys.agentVerifications(),
    queryFn: ({ pageParam, signal }) => getAgentVerifications(pageParam, signal),
    ...cursorPaging,
  });
}
