import { type TConsentLink, ZConsentLink } from '@scouting/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

export const consentLinkKey = (token: string) => ['parental-consent', token] as const;

/** GET /api/parental-consent?token=…: the child's name and where the link and the consent stand. */
export function getConsentLink(token: string, signal?: AbortSignal): Promise<TConsentLink> {
  return apiRequest(`/api/parental-consent?token=${encodeURIComponent(token)}`, { schema: ZConsentLink, signal });
}

export function useConsentLink(token: string) {
  return useQuery(
    queryOptions({
      queryKey: consentLinkKey(token),
      queryFn: ({ signal }) => getConsentLink(token, signal),
      enabled: token.length > 0,
      // A 404 or 410 is an answer, not a hiccup: asking again would not change it.
      retry: false,
    }),
  );
}
