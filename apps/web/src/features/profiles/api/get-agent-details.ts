import { type TAgentDetails, ZAgentDetails } from '@scouting/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { sharedKeys } from '../../../api/query-keys.ts';

/** GET /api/agent-details/{userId}: contact e-mail, birth date and denial reason only for the agent and admins. */
export function getAgentDetails(agentId: number, signal?: AbortSignal): Promise<TAgentDetails> {
  return apiRequest(`/api/agent-details/${agentId}`, { schema: ZAgentDetails, signal });
}

export function agentProfileQueryOptions(agentId: number) {
  return queryOptions({
    queryKey: sharedKeys.agentDetails(agentId),
    queryFn: ({ signal }) => getAgentDetails(agentId, signal),
    enabled: Number.isInteger(agentId) && agentId > 0,
  });
}
