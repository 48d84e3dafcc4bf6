import { type TMe, ZMe } from '@scouting/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';

export const ME_QUERY_KEY = ['me'] as const;

/** The signed-in account and its member, or null when nobody is signed in. */
export async function getMe(): Promise<TMe | null> {
  return apiRequest('/api/session', { schema: ZMe.nullable() });
}

export function meQueryOptions() {
  return queryOptions({ queryKey: ME_QUERY_KEY, queryFn: getMe });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
