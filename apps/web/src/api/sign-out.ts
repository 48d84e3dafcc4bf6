import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { ME_QUERY_KEY } from './me.ts';

// Not tied to a person: the flags stay valid after a logout.
const PUBLIC_QUERY_KEYS = new Set(['me', 'config']);

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
      queryClient.setQueryData(ME_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (query) => !PUBLIC_QUERY_KEYS.has(String(query.queryKey[0])) });
    },
  });
}
