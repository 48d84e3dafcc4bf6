import { ZCountries } from '@scouting/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

/** GET /api/countries for the pool's country filter (same key as the wizard's, so one fetch serves both). */
export function useCountryOptions() {
  return useQuery({
    queryKey: ['countries'],
    queryFn: ({ signal }) => apiRequest('/api/countries', { schema: ZCountries, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
