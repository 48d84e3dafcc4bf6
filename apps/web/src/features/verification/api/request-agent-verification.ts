import { ZAgentVerificationCreated } from '@scouting/contract/schemas/agent-verification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sharedKeys } from '../../../api/query-keys.ts';
import { type UploadProgress, uploadForm } from '../../../api/upload.ts';

/**
 * POST /api/request-agent-verification: multipart form fields, licenseFile, idFile and
 * agentId; two documents of up to 10 MB each, so it reports how much has gone (docs/conventions.md#look-and-feel).
 */
export function requestAgentVerification(form: FormData, onProgress: UploadProgress) {
  return uploadForm('/api/request-agent-verification', form, ZAgentVerificationCreated, onProgress);
}

export function useRequestAgentVerification(agentId: number, onProgress: UploadProgress) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => requestAgentVerification(form, onProgress),
    // The profile it redirects to shows the pending banner at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.agentDetails(agentId) }),
  });
}
