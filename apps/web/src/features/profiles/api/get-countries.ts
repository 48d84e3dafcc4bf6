import { ZCountries } from '@scouting/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

/** GET /api/countries (SPEC §7): the same list, and cache key, as the registration wizard's. */
export function getCountries(signal?: AbortSignal): Promise<string[]> {
  return apiRequest('/api/countries', { schema: ZCountries, signal });
}

export function useCountries() {
  return useQuery(
    queryOptions({
      queryKey: ['countries'],
      queryFn: ({ signal }) => getCountries(signal),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}
