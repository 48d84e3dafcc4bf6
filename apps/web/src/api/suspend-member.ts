import { ZMessageResponse } from '@scouting/contract/schemas/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { sharedKeys } from './query-keys.ts';

/**
 * POST /api/admin/members/{id}/suspend (docs/product.md#reports-and-suspension): an admin suspends a member from their
 * profile; the member is signed out everywhere. Shared: every profile page offers it to admins.
 */
export function suspendMember({ memberId, reason }: { memberId: number; reason: string }) {
  return apiRequest(`/api/admin/members/${memberId}/suspend`, {
    method: 'POST',
    body: { reason },
    schema: ZMessageResponse,
  });
}

export function useSuspendMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: suspendMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.auditLog }),
  });
}
