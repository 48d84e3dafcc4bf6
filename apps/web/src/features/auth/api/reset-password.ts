import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

type ResetPasswordInput = { newPassword: string; token: string };

export function resetPassword(input: ResetPasswordInput): Promise<unknown> {
  return apiRequest('/api/auth/reset-password', { method: 'POST', body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
