import type { TLoginForm } from '@scouting/contract/login-form';
import type { TSignInAnswer } from '@scouting/contract/schemas/account';
import { apiRequest } from '../../../api/client.ts';
import { meQuery, refetchSharedQuery, useAction } from '../../../api/first-screen-data.ts';

/** The password step; with two-factor sign-in on, the answer asks for a code instead of opening a session. */
export async function signIn({ email, password }: TLoginForm): Promise<TSignInAnswer> {
  const answer = await apiRequest<TSignInAnswer>('/api/auth/sign-in/email', {
    method: 'POST',
    body: { email, password },
  });
  // Awaited, and asked again even if nothing shows it, so the next page never reads a stale "signed out".
  await refetchSharedQuery(meQuery);
  return answer;
}

// On the login page, without TanStack Query (api/first-screen-data.ts).
export function useSignIn() {
  return useAction(signIn);
}
