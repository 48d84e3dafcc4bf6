import { type TUnderageRequest, ZUnderageRequest } from '@scouting/contract/schemas/underage';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { showDecidedRequest } from './update-listed-request.ts';

/** POST /api/decline-underage-request/{id} (docs/product.md#admin-pages): Pending to Declined; the agent is told why. */
export function declineUnderageRequest({ id, reason }: { id: number; reason: string }): Promise<TUnderageRequest> {
  return apiRequest(`/api/decline-underage-request/${id}`, {
    method: 'POST',
    body: { reason },
    schema: ZUnderageRequest,
  });
}

export function useDeclineUnderageRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineUnderageRequest,
    onSuccess: (declined) => showDecidedRequest(queryClient, declined),
  });
}
