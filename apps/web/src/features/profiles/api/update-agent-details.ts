import type { TAgentDetailsUpdateRequest } from '@scouting/contract/schemas/agent-verification';
import { type TAgentDetails, ZAgentDetails } from '@scouting/contract/schemas/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { sharedKeys } from '../../../api/query-keys.ts';

/** PUT /api/agent-details/{userId}: agency name, website and country of operation. */
export function updateAgentDetails(agentId: number, input: TAgentDetailsUpdateRequest): Promise<TAgentDetails> {
  return apiRequest(`/api/agent-details/${agentId}`, { method: 'PUT', body: input, schema: ZAgentDetails });
}

export function useUpdateAgentDetails(agentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TAgentDetailsUpdateRequest) => updateAgentDetails(agentId, input),
    onSuccess: (details) => queryClient.setQueryData(sharedKeys.agentDetails(agentId), details),
  });
}
