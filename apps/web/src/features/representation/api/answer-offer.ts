import type { TRepresentationAnswer } from '@scouting/contract/representation';
import { ZMessageResponse } from '@scouting/contract/schemas/profiles';
import { type TRepresentationOfferAnswer, ZRepresentationOfferAnswer } from '@scouting/contract/schemas/representation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { sharedKeys } from '../../../api/query-keys.ts';
import { representationKeys } from './query-keys.ts';

type OfferAnswer = { id: number; answer: TRepresentationAnswer };

/** POST /api/representation-offers/{id}/answer: the player accepts or declines (409 when it can no longer be). */
export function answerOffer({ id, answer }: OfferAnswer): Promise<TRepresentationOfferAnswer> {
  return apiRequest(`/api/representation-offers/${id}/answer`, {
    method: 'POST',
    body: { answer },
    schema: ZRepresentationOfferAnswer,
  });
}

/** POST /api/representation-offers/{id}/withdraw: the agent takes back an offer that has not become an agreement. */
export function withdrawOffer(id: number): Promise<TRepresentationOfferAnswer> {
  return apiRequest(`/api/representation-offers/${id}/withdraw`, {
    method: 'POST',
    schema: ZRepresentationOfferAnswer,
  });
}

/**
 * Either answer changes the offers and may start an agreement, which the player's profile shows
 * (`representedBy`); a refusal (409) also means the lists are out of date.
 */
function useRefreshAfter() {
  const queryClient = useQueryClient();
  return (playerId: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: representationKeys.all }),
      queryClient.invalidateQueries({ queryKey: sharedKeys.playerDetails(playerId) }),
    ]);
}

export function useAnswerOffer(playerId: number) {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: answerOffer, onSettled: () => refresh(playerId) });
}

export function useWithdrawOffer(playerId: number) {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: withdrawOffer, onSettled: () => refresh(playerId) });
}

/** POST /api/representation-offers/{id}/guardian-mail: a minor asks for their parent's mail again (429 within a minute). */
export function resendGuardianMail(id: number): Promise<{ message: string }> {
  return apiRequest(`/api/representation-offers/${id}/guardian-mail`, { method: 'POST', schema: ZMessageResponse });
}

export function useResendGuardianMail() {
  return useMutation({ mutationFn: resendGuardianMail });
}
