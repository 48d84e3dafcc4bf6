import { type TMemberCounts, ZMemberCounts } from '@scouting/contract/schemas/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { dashboardsKeys } from './query-keys.ts';

/** GET /api/admin/member-counts (admins only): how many members each role has. */
export function getMemberCounts(signal?: AbortSignal): Promise<TMemberCounts> {
  return apiRequest('/api/admin/member-counts', { schema: ZMemberCounts, signal });
}

export function memberCountsQueryOptions() {
  return queryOptions({ queryKey: dashboardsKeys.memberCounts(), queryFn: ({ signal }) => getMemberCounts(signal) });
}

export function useMemberCounts() {
  return useQuery(memberCountsQueryOptions());
}
