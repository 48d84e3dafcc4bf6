import type { TRepresentationOfferStatus } from '@scouting/contract/representation';

/**
 * Offers to sign and the agreements made from them (docs/product.md#representation). Every answer, withdrawal or ending
 * changes both lists, so mutations refresh `all`.
 */
export const representationKeys = {
  all: ['representation'] as const,
  offers: () => [...representationKeys.all, 'offers'] as const,
  offerList: (status: TRepresentationOfferStatus | null) =>
    [...representationKeys.offers(), 'list', status ?? 'All'] as const,
  agreements: () => [...representationKeys.all, 'agreements'] as const,
  agreementList: (scope: 'active' | 'all') => [...representationKeys.agreements(), 'list', scope] as const,
  agreement: (id: number) => [...representationKeys.agreements(), 'one', id] as const,
  pitches: () => [...representationKeys.all, 'pitches'] as const,
};
