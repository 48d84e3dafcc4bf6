import type { TRepresentationOfferStatus } from '@scouting/contract/representation';
import { type TRepresentationOfferPage, ZRepresentationOfferPage } from '@scouting/contract/schemas/representation';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { cursorPaging, pagePath } from '../../../api/paging.ts';
import { representationKeys } from './query-keys.ts';

const PAGE_LIMIT = 20;

/** GET /api/representation-offers: a player's offers received, an agent's offers sent, newest first. */
export function getOffers(
  status: TRepresentationOfferStatus | null,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<TRepresentationOfferPage> {
  return apiRequest(pagePath('/api/representation-offers', PAGE_LIMIT, cursor, { status }), {
    schema: ZRepresentationOfferPage,
    signal,
  });
}

export function offersQueryOptions(status: TRepresentationOfferStatus | null = null) {
  return infiniteQueryOptions({
    queryKey: representationKeys.offerList(status),
    queryFn: ({ pageParam, signal }) => getOffers(status, pageParam, signal),
    ...cursorPaging,
  });
}
