import {
  type TScoutDetails,
  type TScoutDetailsUpdateRequest,
  ZScoutDetails,
} from '@scouting/contract/schemas/scout-club-profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { sharedKeys } from '../../../api/query-keys.ts';

/** PUT /api/scout-details/{userId} (decision 020): the scout's own registration fields. */
export function updateScoutDetails(scoutId: number, input: TScoutDetailsUpdateRequest): Promise<TScoutDetails> {
  return apiRequest(`/api/scout-details/${scoutId}`, { method: 'PUT', body: input, schema: ZScoutDetails });
}

export function useUpdateScoutDetails(scoutId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TScoutDetailsUpdateRequest) => updateScoutDetails(scoutId, input),
    onSuccess: (details) => queryClient.setQueryData(sharedKeys.scoutDetails(scoutId), details),
  });
}
