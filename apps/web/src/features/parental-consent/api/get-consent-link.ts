import { type TConsentLink, ZConsentLink } from '@scouting/contract/schemas/parental-consent';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { parentalConsentKeys } from './query-keys.ts';

/** GET /api/parental-consent?token=…: the child's name and where the link and the consent stand. */
export function getConsentLink(token: string, signal?: AbortSignal): Promise<TConsentLink> {
  return apiRequest(`/api/parental-consent?token=${encodeURIComponent(token)}`, { schema: ZConsentLink, signal });
}

export function useConsentLink(token: string) {
  return useQuery(
    queryOptions({
      queryKey: parentalConsentKeys.link(token),
      queryFn: ({ signal }) => getConsentLink(token, signal),
      enabled: token.length > 0,
      // A 404 or 410 is an answer, not a hiccup: asking again would not change it.
      retry: false,
    }),
  );
}
