import type { TPlayerDetails } from '@scouting/contract/schemas/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { sharedKeys } from '../../../api/query-keys.ts';

type LinkInput = { playerId: number; url: string; mode: 'add' | 'edit' };

/**
 * The API has two calls for the link: PUT /player/transfermarkt/{id} when it is first added ('Failed to
 * save link.') and PUT /update-transfermarkt-link/{id} when it is edited ('Failed to update Transfermarkt link.').
 */
export function setTransfermarktLink({ playerId, url, mode }: LinkInput): Promise<unknown> {
  return mode === 'add'
    ? apiRequest(`/api/player/transfermarkt/${playerId}`, { method: 'PUT', body: { transfermarktUrl: url } })
    : apiRequest(`/api/update-transfermarkt-link/${playerId}`, { method: 'PUT', body: { transfermarktLink: url } });
}

export function useSetTransfermarktLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTransfermarktLink,
    onSuccess: (_answer, { playerId, url }) => {
      queryClient.setQueryData<TPlayerDetails>(sharedKeys.playerDetails(playerId), (old) =>
        old ? { ...old, transfermarktUrl: url } : old,
      );
      return queryClient.invalidateQueries({ queryKey: sharedKeys.playerDetails(playerId) });
    },
    // A refusal may mean an admin has just turned the permission off: refresh so the button goes away.
    onError: (_error, { playerId }) => queryClient.invalidateQueries({ queryKey: sharedKeys.playerDetails(playerId) }),
  });
}
