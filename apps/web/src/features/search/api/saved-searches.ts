import { ZMessageResponse } from '@scouting/contract/schemas/profiles';
import { type TSaveSearchRequest, ZSavedSearch, ZSavedSearchList } from '@scouting/contract/schemas/search';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { searchKeys } from './query-keys.ts';

/** GET /api/saved-searches: a member keeps at most 50, so one page holds them all. */
export function useSavedSearches() {
  return useQuery({
    queryKey: searchKeys.saved(),
    queryFn: ({ signal }) => apiRequest('/api/saved-searches', { schema: ZSavedSearchList, signal }),
  });
}

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TSaveSearchRequest) =>
      apiRequest('/api/saved-searches', { method: 'POST', body: input, schema: ZSavedSearch }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: searchKeys.saved() }),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/api/saved-searches/${id}`, { method: 'DELETE', schema: ZMessageResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: searchKeys.saved() }),
  });
}
