import {
  type TAgentVerificationReview,
  ZAgentVerificationRequest,
} from '@scouting/contract/schemas/agent-verification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { sharedKeys } from '../../../api/query-keys.ts';
import { verificationKeys } from './query-keys.ts';

/** PUT /api/admin/agent-verifications/{id}: a decision, or allowResubmission alone (admins). */
export function reviewAgentVerification({ id, review }: { id: number; review: TAgentVerificationReview }) {
  return apiRequest(`/api/admin/agent-verifications/${id}`, {
    method: 'PUT',
    body: review,
    schema: ZAgentVerificationRequest,
  });
}

export function useReviewAgentVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewAgentVerification,
    // The agent's other requests show the agent's new state too.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: verificationKeys.agentVerifications() });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.queueCounts });
    },
  });
}
