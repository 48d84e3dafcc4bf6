import { type TStarResponse, ZStarResponse } from '@scouting/contract/schemas/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { applicationsKeys } from './query-keys.ts';

type StarInput = { agentId: number; applicationId: number; starred: boolean };

/** POST /api/star-application or DELETE /api/unstar-application (docs/product.md#applications). */
export function setStar({ agentId, applicationId, starred }: StarInput): Promise<TStarResponse> {
  return apiRequest(starred ? '/api/star-application' : '/api/unstar-application', {
    method: starred ? 'POST' : 'DELETE',
    body: { agentId, applicationId },
    schema: ZStarResponse,
  });
}

export function useSetStar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationsKeys.all }),
  });
}
