import {
  type TSavePostSearchRequest,
  ZSavedPostSearch,
  ZSavedPostSearchList,
} from '@scouting/contract/schemas/open-opportunities';
import { ZMessageResponse } from '@scouting/contract/schemas/profiles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { opportunitiesKeys } from './query-keys.ts';

/** GET /api/saved-post-searches: a player keeps at most 50, so one page holds them all. */
export function useSavedPostSearches() {
  return useQuery({
    queryKey: opportunitiesKeys.savedSearches(),
    queryFn: ({ signal }) => apiRequest('/api/saved-post-searches', { schema: ZSavedPostSearchList, signal }),
  });
}

export function useSavePostSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TSavePostSearchRequest) =>
      apiRequest('/api/saved-post-searches', { method: 'POST', body: input, schema: ZSavedPostSearch }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opportunitiesKeys.savedSearches() }),
  });
}

export function useDeleteSavedPostSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/saved-post-searches/${id}`, { method: 'DELETE', schema: ZMessageResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opportunitiesKeys.savedSearches() }),
  });
}
