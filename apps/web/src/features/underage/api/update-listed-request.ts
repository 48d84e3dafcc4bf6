import type { TUnderageRequest, TUnderageRequestList } from '@scouting/contract/schemas/underage';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { sharedKeys } from '../../../api/query-keys.ts';
import { underageKeys } from './query-keys.ts';

/**
 * After a decision: the card changes at once where it is listed (its buttons disappear, docs/product.md#contact-requests),
 * the other filter reloads when next shown, and the dashboard's count follows (docs/product.md#admin-pages).
 */
export function showDecidedRequest(queryClient: QueryClient, decided: TUnderageRequest) {
  queryClient.setQueriesData<InfiniteData<TUnderageRequestList>>({ queryKey: underageKeys.all }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            requests: page.requests.map((request) => (request.id === decided.id ? decided : request)),
          })),
        }
      : data,
  );
  void queryClient.invalidateQueries({ queryKey: underageKeys.all, refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: sharedKeys.queueCounts });
}
