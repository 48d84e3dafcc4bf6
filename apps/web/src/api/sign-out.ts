import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { sharedKeys } from './query-keys.ts';

// Not tied to a person: the flags stay valid after a logout.
const PUBLIC_QUERY_KEYS = new Set<unknown>([sharedKeys.me[0], sharedKeys.config[0]]);

export function signOut(): Promise<unknown> {
  return apiRequest('/api/auth/sign-out', { method: 'POST', body: {} });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      // "Signed out" is known without asking; set it before dropping the rest so mounted observers see it
      // (after a plain clear() they would keep the removed query and its old member).
      queryClient.setQueryData(sharedKeys.me, null);
      queryClient.removeQueries({ predicate: (query) => !PUBLIC_QUERY_KEYS.has(query.queryKey[0]) });
    },
  });
}
