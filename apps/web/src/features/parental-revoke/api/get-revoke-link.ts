import { ZParentalRevokeInfo } from '@scouting/contract/schemas/underage';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { parentalRevokeKeys } from './query-keys.ts';

/** GET /api/parental-revoke?token=…: what the parent's link is about. Reading it decides nothing. */
export function revokeLinkQueryOptions(token: string) {
  return queryOptions({
    queryKey: parentalRevokeKeys.link(token),
    queryFn: ({ signal }) =>
      apiRequest(`/api/parental-revoke?token=${encodeURIComponent(token)}`, { schema: ZParentalRevokeInfo, signal }),
    retry: false,
  });
}
