import { type TCountryCodes, ZCountries, ZCountryCodes } from '@scouting/contract/schemas/registration';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { sharedKeys } from './query-keys.ts';

/** GET /api/countries: every country by its common name, sorted (docs/product.md#accounts-and-registration). */
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

/** GET /api/country-codes: each country's ISO code by its common name, to name it in another language. */
export function getCountryCodes(signal?: AbortSignal): Promise<TCountryCodes> {
  return apiRequest('/api/country-codes', { schema: ZCountryCodes, signal });
}

/** The codes, asked for only when `enabled` (a language other than English is shown). */
export function useCountryCodes(enabled: boolean) {
  return useQuery({
    queryKey: sharedKeys.countryCodes,
    queryFn: ({ signal }) => getCountryCodes(signal),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}
