import type { TMe } from '@scouting/contract';
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

/** An admin account without two-factor sign-in: every page but Settings stays closed to it (issue 15 §5). */
export function needsTwoFactorSetup(me: TMe): boolean {
  return me.member?.role === 'Admin' && !me.user.twoFactorEnabled;
}
