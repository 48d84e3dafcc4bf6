import {
  type TCareerUpdateRequest,
  type TConfirmationRequestBody,
  ZCareer,
  ZPendingCorrections,
} from '@scouting/contract/schemas/career';
import { ZMessageResponse } from '@scouting/contract/schemas/profiles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { careerKeys, careerQueryOptions } from '../../../api/career.ts';
import { apiRequest } from '../../../api/client.ts';

export function useCareer(playerId: number) {
  return useQuery(careerQueryOptions(playerId));
}

/** PUT /api/player-career/{playerId}: the whole list replaces the stored one. */
export function useSaveCareer(playerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCareerUpdateRequest) =>
      apiRequest(`/api/player-career/${playerId}`, { method: 'PUT', body, schema: ZCareer }),
    onSuccess: (career) => queryClient.setQueryData(careerKeys.player(playerId), career),
  });
}

/** POST /api/admin/player-career/{playerId}/seasons/{seasonId}/verify: an admin vouches for a line. */
export function useVerifySeason(playerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seasonId: number) =>
      apiRequest(`/api/admin/player-career/${playerId}/seasons/${seasonId}/verify`, {
        method: 'POST',
        schema: ZCareer,
      }),
    onSuccess: (career) => queryClient.setQueryData(careerKeys.player(playerId), career),
  });
}

/** POST /api/player-career/{playerId}/confirmation-requests: mails the coach a link to the entry's lines. */
export function useAskCoach(playerId: number) {
  return useMutation({
    mutationFn: (body: TConfirmationRequestBody) =>
      apiRequest(`/api/player-career/${playerId}/confirmation-requests`, {
        method: 'POST',
        body,
        schema: ZMessageResponse,
      }),
  });
}

const correctionsKey = (playerId: number) => ['career', playerId, 'corrections'] as const;

/** GET /api/player-career/{playerId}/corrections: coaches' corrections waiting for the player's answer. */
export function usePendingCorrections(playerId: number, enabled: boolean) {
  return useQuery({
    queryKey: correctionsKey(playerId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/player-career/${playerId}/corrections`, { schema: ZPendingCorrections, signal }),
    enabled,
  });
}

/** POST /api/player-career/{playerId}/corrections/{requestId}/accept | reject: the record and the list change. */
export function useDecideCorrection(playerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, decision }: { requestId: number; decision: 'accept' | 'reject' }) =>
      apiRequest(`/api/player-career/${playerId}/corrections/${requestId}/${decision}`, {
        method: 'POST',
        schema: ZMessageResponse,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: careerKeys.player(playerId) }),
  });
}
