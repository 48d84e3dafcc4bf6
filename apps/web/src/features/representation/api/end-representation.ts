import { type TRepresentation, ZRepresentation } from '@scouting/contract/schemas/representation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { sharedKeys } from '../../../api/query-keys.ts';
import { representationKeys } from './query-keys.ts';

/** POST /api/representations/{id}/end: either side ends the agreement today (409 once it has ended). */
export function endRepresentation(id: number): Promise<TRepresentation> {
  return apiRequest(`/api/representations/${id}/end`, { method: 'POST', schema: ZRepresentation });
}

export function useEndRepresentation(playerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endRepresentation,
    // The player's profile stops naming the agent.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: representationKeys.all }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.playerDetails(playerId) }),
      ]),
  });
}
