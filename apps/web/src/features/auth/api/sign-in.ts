import type { TLoginForm, TSignInAnswer } from '@scouting/contract';
import { ZSignInAnswer } from '@scouting/contract/first-screen';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { sharedKeys } from '../../../api/query-keys.ts';

/** The password step; with two-factor sign-in on, the answer asks for a code instead of opening a session. */
export function signIn({ email, password }: TLoginForm): Promise<TSignInAnswer> {
  return apiRequest('/api/auth/sign-in/email', { method: 'POST', body: { email, password }, schema: ZSignInAnswer });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // Awaited, and inactive copies too, so the next page never reads a stale "signed out".
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.me, refetchType: 'all' }),
  });
}
