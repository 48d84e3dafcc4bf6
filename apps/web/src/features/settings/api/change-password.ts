import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

type ChangePasswordInput = { currentPassword: string; newPassword: string };

/** Better Auth's change-password; the server checks the password rule (docs/product.md#accounts-and-registration) too. Other sessions stay. */
export function changePassword(input: ChangePasswordInput): Promise<unknown> {
  return apiRequest('/api/auth/change-password', { method: 'POST', body: { ...input, revokeOtherSessions: false } });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
