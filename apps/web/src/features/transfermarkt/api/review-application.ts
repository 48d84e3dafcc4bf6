import { ZMessageResponse } from '@scouting/contract/schemas/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { sharedKeys } from '../../../api/query-keys.ts';
import { transfermarktKeys } from './query-keys.ts';

/** POST /api/forward-transfermarkt/{id}: mails it with its files to Transfermarkt's data team (admins). */
export function forwardApplication(id: number) {
  return apiRequest(`/api/forward-transfermarkt/${id}`, { method: 'POST', schema: ZMessageResponse });
}

/** PUT /api/reject-transfermarkt-application/{id} with the required reason (admins). */
export function rejectApplication({ id, rejectionReason }: { id: number; rejectionReason: string }) {
  return apiRequest(`/api/reject-transfermarkt-application/${id}`, {
    method: 'PUT',
    body: { rejectionReason },
    schema: ZMessageResponse,
  });
}

/** PUT /api/player/{playerId}/can-edit-transfermarkt (admins): the player's Add Transfermarkt button. */
export function setCanEditTransfermarkt({ playerId, canEdit }: { playerId: number; canEdit: boolean }) {
  return apiRequest(`/api/player/${playerId}/can-edit-transfermarkt`, { method: 'PUT', body: { canEdit } });
}

function useReviewMutation<TInput>(mutationFn: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: transfermarktKeys.applications() }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.queueCounts }),
      ]),
  });
}

export const useForwardApplication = () => useReviewMutation(forwardApplication);
export const useRejectApplication = () => useReviewMutation(rejectApplication);
/** Refreshes the review list and the player's details, so the card and the profile agree. */
export function useSetCanEditTransfermarkt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCanEditTransfermarkt,
    onSettled: (_data, _error, { playerId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: transfermarktKeys.applications() }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.playerDetails(playerId) }),
      ]),
  });
}
