import { type TScoutDetails, ZScoutDetails } from '@scouting/contract/schemas/scout-club-profiles';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { sharedKeys } from '../../../api/query-keys.ts';

/** GET /api/scout-details/{userId} (decision 020): private fields only for the scout and admins. */
export function getScoutDetails(scoutId: number, signal?: AbortSignal): Promise<TScoutDetails> {
  return apiRequest(`/api/scout-details/${scoutId}`, { schema: ZScoutDetails, signal });
}

export function scoutProfileQueryOptions(scoutId: number) {
  return queryOptions({
    queryKey: sharedKeys.scoutDetails(scoutId),
    queryFn: ({ signal }) => getScoutDetails(scoutId, signal),
    enabled: Number.isInteger(scoutId) && scoutId > 0,
  });
}
