import { ZCountries } from '@scouting/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

// The same key as the wizard's list: one fetch per visit, whichever page asks first.
export function useCountries() {
  return useQuery(
    queryOptions({
      queryKey: ['countries'],
      queryFn: ({ signal }) => apiRequest('/api/countries', { schema: ZCountries, signal }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}
