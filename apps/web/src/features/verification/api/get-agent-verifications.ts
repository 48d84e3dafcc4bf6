import type { TQueueState } from '@scouting/contract/schemas/admin';
import { type TAgentVerificationList, ZAgentVerificationList } from '@scouting/contract/schemas/agent-verification';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { cursorPaging, pagePath } from '../../../api/paging.ts';
import { verificationKeys } from './query-keys.ts';

const PAGE_LIMIT = 20;

/** GET /api/admin/agent-verifications (admins): waiting requests oldest first, or reviewed ones newest first. */
export function getAgentVerifications(
  state: TQueueState,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<TAgentVerificationList> {
  return apiRequest(pagePath('/api/admin/agent-verifications', PAGE_LIMIT, cursor, { state }), {
    schema: ZAgentVerificationList,
    signal,
  });
}

export function agentVerificationsQueryOptions(state: TQueueState) {
  return infiniteQueryOptions({
    queryKey: verificationKeys.list(state),
    queryFn: ({ pageParam, signal }) => getAgentVerifications(state, pageParam, signal),
    ...cursorPaging,
  });
}
