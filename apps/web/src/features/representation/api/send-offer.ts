import {
  type TRepresentationOffer,
  type TRepresentationOfferRequest,
  ZRepresentationOffer,
} from '@scouting/contract/schemas/representation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { representationKeys } from './query-keys.ts';

/** POST /api/representation-offers: 403 for an unverified agent, 409 when an offer or agreement already exists. */
export function sendOffer(request: TRepresentationOfferRequest): Promise<TRepresentationOffer> {
  return apiRequest('/api/representation-offers', { method: 'POST', body: request, schema: ZRepresentationOffer });
}

export function useSendOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: representationKeys.offers() }),
  });
}
