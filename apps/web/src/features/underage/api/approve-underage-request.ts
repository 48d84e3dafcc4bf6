import { type TUnderageRequest, type TUnderageRequestList, ZUnderageRequest } from '@scouting/contract';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { underageKeys } from './query-keys.ts';

/** POST /api/approve-underage-request/{id} (SPEC §7): Pending to Approved; the agent is notified. */
export function approveUnderageRequest(id: number): Promise<TUnderageRequest> {
  return apiRequest(`/api/approve-underage-request/${id}`, { method: 'POST', schema: ZUnderageRequest });
}

export function useApproveUnderageRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveUnderageRequest,
    onSuccess: (approved) => {
      // The approve button disappears at once (SPEC §4), without reloading every page of the list.
      queryClient.setQueryData<InfiniteData<TUnderageRequestList>>(underageKeys.requests(), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                requests: page.requests.map((request) => (request.id === approved.id ? approved : request)),
              })),
            }
          : data,
      );
    },
  });
}
