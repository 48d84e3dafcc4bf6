import type { TSearchFiltersInput } from '@scouting/contract/schemas/search';
import { SEARCH_FILTER_KEYS, searchParamsOf } from '@scouting/contract/search';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The search as the URL holds it: text values by name (what the API takes as its query). */
export type SearchParamsRecord = Record<string, string>;

const FILTER_KEYS: readonly string[] = SEARCH_FILTER_KEYS;

/**
 * The search lives in the URL (decision 018): a search can be bookmarked and shared, and the back
 * button returns to the previous one. Only known filter names are read; the server checks values.
 */
export function useSearchFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => {
    const known: SearchParamsRecord = {};
    for (const [key, value] of searchParams) {
      if (FILTER_KEYS.includes(key) && value !== '') known[key] = value;
    }
    return known;
  }, [searchParams]);
  const apply = useCallback(
    (filters: TSearchFiltersInput) => setSearchParams(searchParamsOf(filters)),
    [setSearchParams],
  );
  return { params, apply };
}
