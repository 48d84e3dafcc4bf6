import { ZMessageResponse } from '@scouting/contract/schemas/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { sharedKeys } from '../../../api/query-keys.ts';
import { verificationKeys } from './query-keys.ts';

/** POST /api/admin/agent-verifications/{agentId}/revoke (docs/product.md#admin-pages): the agent loses the badge. */
export function revokeAgentVerification({ agentId, reason }: { agentId: number; reason: string }) {
  return apiRequest(`/api/admin/agent-verifications/${agentId}/revoke`, {
    method: 'POST',
    body: { reason },
    schema: ZMessageResponse,
  });
}

export function useRevokeAgentVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeAgentVerification,
    onSuccess: (_answer, { agentId }) => {
      void queryClient.invalidateQueries({ queryKey: verificationKeys.agentVerifications() });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.agentDetails(agentId) });
    },
  });
}
