import { type TAgentDetails, ZAgentDetails } from '@scouting/contract/schemas/profiles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { sharedKeys } from './query-keys.ts';

/**
 * GET /api/agent-details/{userId}: contact e-mail, birth date and denial reason only for the agent
 * and admins. The profiles show it, and the offer to sign asks whether the agent is verified (docs/product.md#representation).
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

/**
 * Whether the signed-in agent is verified, for hiding what only verified agents may do (an offer to
 * sign, docs/product.md#representation) until an admin verified them; false while unknown. The server
 * refuses those calls either way.
 */
export function useAgentVerified(agentId: number, isAgent: boolean): boolean {
  const details = useQuery({ ...agentProfileQueryOptions(agentId), enabled: isAgent && agentId > 0 });
  return details.data?.isVerified ?? false;
}
