import { ZAgentVerificationCreated } from '@scouting/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { sharedKeys } from '../../../api/query-keys.ts';

/** POST /api/request-agent-verification (SPEC §7): multipart form fields, licenseFile, idFile and agentId. */
export function requestAgentVerification(form: FormData) {
  return apiRequest('/api/request-agent-verification', {
    method: 'POST',
    body: form,
    schema: ZAgentVerificationCreated,
  });
}

export function useRequestAgentVerification(agentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestAgentVerification,
    // The profile it redirects to shows the pending banner at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.agentDetails(agentId) }),
  });
}
