import { ZRepresentationConsent } from '@scouting/contract/schemas/representation';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { representationConsentKeys } from './query-keys.ts';

/**
 * GET /api/representation-consent?token=…: the terms the child accepted and what the link is worth.
 * Reading it decides nothing (a mail scanner may open the link); an unknown token answers 404.
 */
export function representationConsentQueryOptions(token: string) {
  return queryOptions({
    queryKey: representationConsentKeys.link(token),
    queryFn: ({ signal }) =>
      apiRequest(`/api/representation-consent?token=${encodeURIComponent(token)}`, {
        schema: ZRepresentationConsent,
        signal,
      }),
    retry: false,
  });
}
