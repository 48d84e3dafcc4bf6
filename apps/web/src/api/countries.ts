import { ZCountries } from '@scouting/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { sharedKeys } from './query-keys.ts';

/** GET /api/countries: every country by its common name, sorted (SPEC §2 step 4, §7). */
export function getCountries(signal?: AbortSignal): Promise<string[]> {
  return apiRequest('/api/countries', { schema: ZCountries, signal });
}

// The list only changes with a deployment.
export function countriesQueryOptions() {
  return queryOptions({
    queryKey: sharedKeys.countries,
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useCountries() {
  return useQuery(countriesQueryOptions());
}
