import { type TAppliedStatus, ZAppliedStatus } from '@scouting/contract/schemas/applications';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { applicationsKeys } from './query-keys.ts';

/** GET /api/apply/{opportunityId}: when the calling player applied, null if not yet. */
export function getAppliedStatus(opportunityId: number, signal?: AbortSignal): Promise<TAppliedStatus> {
  return apiRequest(`/api/apply/${opportunityId}`, { schema: ZAppliedStatus, signal });
}

export function appliedStatusQueryOptions(opportunityId: number) {
  return queryOptions({
    queryKey: applicationsKeys.applied(opportunityId),
    queryFn: ({ signal }) => getAppliedStatus(opportunityId, signal),
    enabled: Number.isInteger(opportunityId) && opportunityId > 0,
  });
}
