import { apiRequest } from '../../../api/client.ts';
import { useAction } from '../../../api/first-screen-data.ts';

/**
 * A new verification mail (docs/conventions.md#look-and-feel). The server limits it per address (three an hour) and per
 * client; its link, like the first one, lands on /login.
 */
export function sendVerificationLink(email: string): Promise<unknown> {
  return apiRequest('/api/auth/send-verification-email', {
    method: 'POST',
    body: { email, callbackURL: '/login' },
  });
}

// On the login page too, so without TanStack Query (api/first-screen-data.ts).
export function useSendVerificationLink() {
  return useAction(sendVerificationLink);
}
