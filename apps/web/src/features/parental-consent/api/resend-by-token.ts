import { type TConsentAnswerResponse, ZConsentAnswerResponse } from '@scouting/contract/schemas/parental-consent';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

/** POST /api/parental-consent/resend-by-token: a fresh link to the same parent, from an expired or used one. */
export function resendByToken(token: string): Promise<TConsentAnswerResponse> {
  return apiRequest('/api/parental-consent/resend-by-token', {
    method: 'POST',
    body: { token },
    schema: ZConsentAnswerResponse,
  });
}

export function useResendByToken() {
  return useMutation({ mutationFn: resendByToken });
}
