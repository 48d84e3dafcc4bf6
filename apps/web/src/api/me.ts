import { queryOptions, useQuery } from '@tanstack/react-query';
import { meQuery } from './first-screen-data.ts';
import { sharedKeys } from './query-keys.ts';

/** The signed-in account and its member, or null when nobody is signed in. */
export const getMe = meQuery.queryFn;

// The same query the header reads through first-screen-data.ts, in the same cache.
export function meQueryOptions() {
  return queryOptions({ queryKey: sharedKeys.me, queryFn: getMe });
}

export function useMe() {
  return useQuery(meQueryOptions());
}

export const SETTINGS_PATH = '/settings';

// Also the first screen's (components/first-screen-greeting.tsx), so it lives with the session's query.
export { needsTwoFactorSetup } from './first-screen-data.ts';
