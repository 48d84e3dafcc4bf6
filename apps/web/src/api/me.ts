import type { TMe } from '@scouting/contract';
import { ZSessionAnswer } from '@scouting/contract/first-screen';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { sharedKeys } from './query-keys.ts';

/** The signed-in account and its member, or null when nobody is signed in. */
export async function getMe(): Promise<TMe | null> {
  return apiRequest('/api/session', { schema: ZSessionAnswer });
}

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
