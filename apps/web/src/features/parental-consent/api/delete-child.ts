import { ZParentDeleteResponse } from '@scouting/contract/schemas/account-data';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

/** POST /api/parental-consent/delete-child: the parent who answered deletes the child's account (docs/product.md#deleting-an-account). */
export function deleteChildAccount(token: string): Promise<{ message: string }> {
  return apiRequest('/api/parental-consent/delete-child', { body: { token }, schema: ZParentDeleteResponse });
}

export function useDeleteChildAccount() {
  return useMutation({ mutationFn: deleteChildAccount });
}
