import type { SearchParamsRecord } from '../hooks/use-search-filters.ts';

export const searchKeys = {
  all: ['search'] as const,
  players: (params: SearchParamsRecord) => [...searchKeys.all, 'players', params] as const,
  saved: () => [...searchKeys.all, 'saved'] as const,
  count: (params: SearchParamsRecord) => [...searchKeys.all, 'count', params] as const,
};
