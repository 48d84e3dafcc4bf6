import type { TRepresentationOfferStatus } from '@scouting/contract/representation';
import { ZRepresentationOfferPage, ZRepresentationPage } from '@scouting/contract/schemas/representation';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { cursorPaging, pagePath } from '../../../api/paging.ts';

const PAGE_LIMIT = 20;

export const representationAdminKeys = {
  all: ['representation-admin'] as const,
  offers: (status: TRepresentationOfferStatus | null, agentId: number | null) =>
    [...representationAdminKeys.all, 'offers', status, agentId] as const,
  activeAgreements: (agentId: number | null) => [...representationAdminKeys.all, 'active', agentId] as const,
};

/** GET /api/representation-offers (an admin): every offer to sign, newest first, by status and agent. */
export function signingRequestsQueryOptions(status: TRepresentationOfferStatus | null, agentId: number | null) {
  return infiniteQueryOptions({
    queryKey: representationAdminKeys.offers(status, agentId),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(pagePath('/api/representation-offers', PAGE_LIMIT, pageParam, { status, agentId }), {
        schema: ZRepresentationOfferPage,
        signal,
      }),
    ...cursorPaging,
  });
}

/** GET /api/representations?scope=active (an admin): every agreement in force, newest first, by agent. */
export function activeAgreementsQueryOptions(agentId: number | null) {
  return infiniteQueryOptions({
    queryKey: representationAdminKeys.activeAgreements(agentId),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(pagePath('/api/representations', PAGE_LIMIT, pageParam, { scope: 'active', agentId }), {
        schema: ZRepresentationPage,
        signal,
      }),
    ...cursorPaging,
  });
}
