import { type TPlayerDetails, ZMessageResponse } from '@scouting/contract/schemas/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { sharedKeys } from '../../../api/query-keys.ts';

type ParentEmailInput = { playerId: number; parentEmail: string };

/** PUT /api/player-details/{id} with `{parentEmail}`: the minor's blocking overlay (docs/product.md#parental-consent). */
export function setParentEmail({ playerId, parentEmail }: ParentEmailInput): Promise<{ message: string }> {
  return apiRequest(`/api/player-details/${playerId}`, {
    method: 'PUT',
    body: { parentEmail },
    schema: ZMessageResponse,
  });
}

export function useSetParentEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setParentEmail,
    onSuccess: (_answer, { playerId, parentEmail }) => {
      // The overlay and the consent alert depend on these fields: set them at once, then confirm with the server.
      queryClient.setQueryData<TPlayerDetails>(sharedKeys.playerDetails(playerId), (old) =>
        old ? { ...old, parentEmail, parentConsent: old.isUnderage ? 'pending' : old.parentConsent } : old,
      );
      return queryClient.invalidateQueries({ queryKey: sharedKeys.playerDetails(playerId) });
    },
  });
}
