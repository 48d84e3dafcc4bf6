import { apiRequest } from '../../../api/client.ts';

export const RESET_PASSWORD_PATH = '/reset-password';

/** Reset step 2: the mail links to /reset-password?token=… */
export function requestPasswordReset(email: string): Promise<unknown> {
  return apiRequest('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email, redirectTo: RESET_PASSWORD_PATH },
  });
}
