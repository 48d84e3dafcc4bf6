import type { TPublicConfig } from '@scouting/contract';
import { ZPublicConfig } from '@scouting/contract/first-screen';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { sharedKeys } from './query-keys.ts';

export function getConfig(): Promise<TPublicConfig> {
  return apiRequest('/api/config', { schema: ZPublicConfig });
}

// The flags only change when the server restarts with another environment.
export function configQueryOptions() {
  return queryOptions({ queryKey: sharedKeys.config, queryFn: getConfig, staleTime: Number.POSITIVE_INFINITY });
}

export function useConfig() {
  return useQuery(configQueryOptions());
}
