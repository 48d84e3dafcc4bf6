import { type TApplication, ZApplication } from '@scouting/contract/schemas/applications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { applicationsKeys } from './query-keys.ts';

/** GET /api/applications/{id}: one application; the poster's first opening marks it Viewed on the server. */
export function getApplication(applicationId: number, signal?: AbortSignal): Promise<TApplication> {
  return apiRequest(`/api/applications/${applicationId}`, { schema: ZApplication, signal });
}

/** The detail page's application; once it is read, the lists refetch to show the Viewed the server may have set. */
export function useApplication(applicationId: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: applicationsKeys.detail(applicationId),
    queryFn: async ({ signal }) => {
      const application = await getApplication(applicationId, signal);
      void queryClient.invalidateQueries({ queryKey: applicationsKeys.lists() });
      return application;
    },
    enabled: Number.isInteger(applicationId) && applicationId > 0,
  });
}
