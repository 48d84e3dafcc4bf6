import { ZMessageResponse } from '@scouting/contract/schemas/profiles';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

/** POST /api/parental-consent/resend: the minor asks for the parent's mail again (once a minute). */
export function resendConsentMail(): Promise<{ message: string }> {
  return apiRequest('/api/parental-consent/resend', { method: 'POST', body: {}, schema: ZMessageResponse });
}

export function useResendConsentMail() {
  return useMutation({ mutationFn: resendConsentMail });
}
