import { queryOptions, useQuery } from '@tanstack/react-query';
import { configQuery } from './first-screen-data.ts';
import { sharedKeys } from './query-keys.ts';

export const getConfig = configQuery.queryFn;

// The same query the private-testing banner reads through first-screen-data.ts, in the same cache.
export function configQueryOptions() {
  return queryOptions({ queryKey: sharedKeys.config, queryFn: getConfig, staleTime: configQuery.staleTime });
}

export function useConfig() {
  return useQuery(configQueryOptions());
}
