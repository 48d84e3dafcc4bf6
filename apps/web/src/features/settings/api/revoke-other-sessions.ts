import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

/** Ends every session of the account except this browser's. */
export function revokeOtherSessions(): Promise<unknown> {
  return apiRequest('/api/auth/revoke-other-sessions', { method: 'POST', body: {} });
}

export function useRevokeOtherSessions() {
  return useMutation({ mutationFn: revokeOtherSessions });
}
