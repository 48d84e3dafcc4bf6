import { type TTwoFactorSetup, ZTwoFactorSetup } from '@scouting/contract/schemas/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { sharedKeys } from '../../../api/query-keys.ts';

/** Step 1 of turning it on: a new secret (as an otpauth URI) and backup codes; not on until confirmed. */
export function startTwoFactor(password: string): Promise<TTwoFactorSetup> {
  return apiRequest('/api/auth/two-factor/enable', { body: { password }, schema: ZTwoFactorSetup });
}

/** Step 2: the first code from the app proves it holds the secret, and two-factor sign-in is on. */
export function confirmTwoFactor(code: string): Promise<unknown> {
  return apiRequest('/api/auth/two-factor/verify-totp', { body: { code } });
}

export function disableTwoFactor(password: string): Promise<unknown> {
  return apiRequest('/api/auth/two-factor/disable', { body: { password } });
}

/** The session is replaced when two-factor changes state: the account is read again afterwards. */
function useAccountMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.me, refetchType: 'all' }),
  });
}

export function useStartTwoFactor() {
  return useMutation({ mutationFn: startTwoFactor });
}

export function useConfirmTwoFactor() {
  return useAccountMutation(confirmTwoFactor);
}

export function useDisableTwoFactor() {
  return useAccountMutation(disableTwoFactor);
}
