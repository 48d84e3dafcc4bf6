import { type TUnderageRequest, ZUnderageRequest } from '@scouting/contract/schemas/underage';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { showDecidedRequest } from './update-listed-request.ts';

/** POST /api/approve-underage-request/{id}: Pending to Approved; the agent is notified. */
export function approveUnderageRequest(id: number): Promise<TUnderageRequest> {
  return apiRequest(`/api/approve-underage-request/${id}`, { method: 'POST', schema: ZUnderageRequest });
}

export function useApproveUnderageRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveUnderageRequest,
    onSuccess: (approved) => showDecidedRequest(queryClient, approved),
  });
}
