import {
  type TClubDetails,
  type TClubDetailsUpdateRequest,
  ZClubDetails,
} from '@scouting/contract/schemas/scout-club-profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { sharedKeys } from '../../../api/query-keys.ts';

/** PUT /api/club-details/{userId} (decision 020): the club's own registration fields. */
export function updateClubDetails(clubId: number, input: TClubDetailsUpdateRequest): Promise<TClubDetails> {
  return apiRequest(`/api/club-details/${clubId}`, { method: 'PUT', body: input, schema: ZClubDetails });
}

export function useUpdateClubDetails(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TClubDetailsUpdateRequest) => updateClubDetails(clubId, input),
    onSuccess: (details) => queryClient.setQueryData(sharedKeys.clubDetails(clubId), details),
  });
}
