import { type TAppliedStatus, ZAppliedStatus } from '@scouting/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

/** GET /api/apply/{opportunityId}: when the calling player applied, null if not yet. */
export function getAppliedStatus(opportunityId: number, signal?: AbortSignal): Promise<TAppliedStatus> {
  return apiRequest(`/api/apply/${opportunityId}`, { schema: ZAppliedStatus, signal });
}

// Under ['opportunities'] so a successful application (which invalidates that key) refreshes it.
export function appliedStatusQueryOptions(opportunityId: number) {
  return queryOptions({
    queryKey: ['opportunities', 'applied', opportunityId],
    queryFn: ({ signal }) => getAppliedStatus(opportunityId, signal),
    enabled: Number.isInteger(opportunityId) && opportunityId > 0,
  });
}
