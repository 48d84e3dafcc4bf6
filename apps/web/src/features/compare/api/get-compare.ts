import { type TCompareResponse, ZCompareResponse } from '@scouting/contract/schemas/compare';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

export const compareKeys = {
  all: ['compare'] as const,
  players: (ids: readonly number[]) => [...compareKeys.all, ids] as const,
};

/** GET /api/compare?players=…: the players side by side, in the order asked. */
export function compareQueryOptions(ids: readonly number[]) {
  return queryOptions({
    queryKey: compareKeys.players(ids),
    queryFn: ({ signal }): Promise<TCompareResponse> =>
      apiRequest(`/api/compare?players=${ids.join(',')}`, { schema: ZCompareResponse, signal }),
  });
}
