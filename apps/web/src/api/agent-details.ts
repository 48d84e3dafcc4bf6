import { type TAgentDetails, ZAgentDetails } from '@scouting/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { sharedKeys } from './query-keys.ts';

/**
 * GET /api/agent-details/{userId}: contact e-mail, birth date and denial reason only for the agent
 * and admins. The profiles show it, and the offer to sign asks whether the agent is verified (issue 28).
 */
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
