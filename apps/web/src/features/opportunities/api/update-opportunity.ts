import {
  type TOpportunity,
  type TUpdateOpportunityRequest,
  ZOpportunity,
} from '@scouting/contract/schemas/opportunities';
import { ZMessageResponse } from '@scouting/contract/schemas/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { opportunitiesKeys } from './query-keys.ts';

type UpdateInput = { id: number; change: TUpdateOpportunityRequest };

/** PUT /api/opportunities/{id}: description and link, or status Open/Closed (docs/product.md#opportunities). */
export function updateOpportunity({ id, change }: UpdateInput): Promise<TOpportunity> {
  return apiRequest(`/api/opportunities/${id}`, { method: 'PUT', body: change, schema: ZOpportunity });
}

/** DELETE /api/opportunities/{id}: marks the post Deleted (soft delete, docs/product.md#opportunities). */
export function deleteOpportunity(id: number): Promise<{ message: string }> {
  return apiRequest(`/api/opportunities/${id}`, { method: 'DELETE', schema: ZMessageResponse });
}

export function useUpdateOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOpportunity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opportunitiesKeys.all }),
  });
}

export function useDeleteOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOpportunity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opportunitiesKeys.all }),
  });
}
