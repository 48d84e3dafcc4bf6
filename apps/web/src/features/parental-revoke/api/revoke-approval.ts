import { ZMessageResponse } from '@scouting/contract/schemas/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { parentalRevokeKeys } from './query-keys.ts';

/** POST /api/parental-revoke: the parent's click withdraws the approval at once. */
export function useRevokeApproval(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/parental-revoke', { body: { token }, schema: ZMessageResponse }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: parentalRevokeKeys.link(token) }),
  });
}
