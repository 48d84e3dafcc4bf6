import {
  type TOpportunity,
  type TPostOpportunityRequest,
  ZOpportunity,
} from '@scouting/contract/schemas/opportunities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { opportunitiesKeys } from './query-keys.ts';

/** POST /api/opportunities: the server sets the source from the poster's role. */
export function postOpportunity(input: TPostOpportunityRequest): Promise<TOpportunity> {
  return apiRequest('/api/opportunities', { method: 'POST', body: input, schema: ZOpportunity });
}

export function usePostOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postOpportunity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opportunitiesKeys.all }),
  });
}
