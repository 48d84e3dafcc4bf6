import { type TClubDetails, ZClubDetails } from '@scouting/contract/schemas/scout-club-profiles';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { sharedKeys } from '../../../api/query-keys.ts';

/** GET /api/club-details/{userId} (decision 020): private fields only for the club and admins. */
export function getClubDetails(clubId: number, signal?: AbortSignal): Promise<TClubDetails> {
  return apiRequest(`/api/club-details/${clubId}`, { schema: ZClubDetails, signal });
}

export function clubProfileQueryOptions(clubId: number) {
  return queryOptions({
    queryKey: sharedKeys.clubDetails(clubId),
    queryFn: ({ signal }) => getClubDetails(clubId, signal),
    enabled: Number.isInteger(clubId) && clubId > 0,
  });
}
