import type { TLoginForm } from '@scouting/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { sharedKeys } from '../../../api/query-keys.ts';

export function signIn({ email, password }: TLoginForm): Promise<unknown> {
  return apiRequest('/api/auth/sign-in/email', { method: 'POST', body: { email, password } });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // Awaited, and inactive copies too, so the next page never reads a stale "signed out".
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.me, refetchType: 'all' }),
  });
}
