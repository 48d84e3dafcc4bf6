import type { TConsentAnswer } from '@scouting/contract/parental-consent';
import { type TConsentAnswerResponse, ZConsentAnswerResponse } from '@scouting/contract/schemas/parental-consent';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { parentalConsentKeys } from './query-keys.ts';

type AnswerInput = { token: string; answer: TConsentAnswer };

/** POST /api/parental-consent/confirm or /refuse: spends the single-use link. */
export function answerConsent({ token, answer }: AnswerInput): Promise<TConsentAnswerResponse> {
  return apiRequest(`/api/parental-consent/${answer}`, {
    method: 'POST',
    body: { token },
    schema: ZConsentAnswerResponse,
  });
}

export function useAnswerConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerConsent,
    // After an answer the page shows its outcome; only a refused answer (the link went stale
    // meanwhile) reloads what the link is worth.
    onError: (_error, { token }) => queryClient.invalidateQueries({ queryKey: parentalConsentKeys.link(token) }),
  });
}
