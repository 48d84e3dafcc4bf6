import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { sharedKeys } from '../../../api/query-keys.ts';

export type TwoFactorMethod = 'totp' | 'backup';

type VerifyInput = { method: TwoFactorMethod; code: string };

/** The second step of sign-in (decision 012): a code from the app, or one backup code. */
export function verifyTwoFactor({ method, code }: VerifyInput): Promise<unknown> {
  const path = method === 'totp' ? '/api/auth/two-factor/verify-totp' : '/api/auth/two-factor/verify-backup-code';
  return apiRequest(path, { body: { code } });
}

export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.me, refetchType: 'all' }),
  });
}
