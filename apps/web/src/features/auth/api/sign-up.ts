import type { TRegisterForm } from '@scouting/contract/schemas/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { sharedKeys } from '../../../api/query-keys.ts';

type SignUpInput = Pick<TRegisterForm, 'email' | 'password'>;

/** Creates the account and signs it in; the server sends the verification mail. */
export function signUp({ email, password }: SignUpInput): Promise<unknown> {
  // The identity service wants a display name; the member's real name comes with the registration wizard.
  return apiRequest('/api/auth/sign-up/email', { method: 'POST', body: { email, password, name: email } });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.me, refetchType: 'all' }),
  });
}
