import type { REPRESENTATION_GUARDIAN_ANSWERS } from '@scouting/contract/representation';
import { ZRepresentationConsentAnswer } from '@scouting/contract/schemas/representation';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

export type TGuardianAnswer = (typeof REPRESENTATION_GUARDIAN_ANSWERS)[number];

/**
 * POST /api/representation-consent/confirm or /refuse: spends the single-use link. 410 when it
 * expired or was used meanwhile, 409 when the offer no longer waits for the parent.
 */
export function useAnswerRepresentationConsent(token: string) {
  return useMutation({
    mutationFn: (answer: TGuardianAnswer) =>
      apiRequest(`/api/representation-consent/${answer}`, {
        method: 'POST',
        body: { token },
        schema: ZRepresentationConsentAnswer,
      }),
  });
}
