import { type TApplication, ZApplication } from '@scouting/contract/schemas/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { sharedKeys } from '../../../api/query-keys.ts';
import { myApplicationsKeys } from './query-keys.ts';

/** POST /api/applications/{id}/withdraw: the player takes the application back (409 once it cannot move). */
export function withdrawApplication(id: number): Promise<TApplication> {
  return apiRequest(`/api/applications/${id}/withdraw`, { method: 'POST', schema: ZApplication });
}

export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSettled: () =>
      // A refused withdrawal (the poster moved first) also means the list is out of date.
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myApplicationsKeys.all }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.opportunities }),
      ]),
  });
}
