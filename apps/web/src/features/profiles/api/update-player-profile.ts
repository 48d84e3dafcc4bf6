import type { TPlayerProfileUpdate } from '@scouting/contract/schemas/player-profile';
import { type TPlayerDetails, ZPlayerDetails } from '@scouting/contract/schemas/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { sharedKeys } from '../../../api/query-keys.ts';

/** PUT /api/player-details/{id} with the profile fields: answers the updated details. */
export function updatePlayerProfile(playerId: number, input: TPlayerProfileUpdate): Promise<TPlayerDetails> {
  return apiRequest(`/api/player-details/${playerId}`, { method: 'PUT', body: input, schema: ZPlayerDetails });
}

export function useUpdatePlayerProfile(playerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TPlayerProfileUpdate) => updatePlayerProfile(playerId, input),
    onSuccess: (details) => queryClient.setQueryData(sharedKeys.playerDetails(playerId), details),
  });
}
