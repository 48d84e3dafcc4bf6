import { type TQueueCounts, ZQueueCounts } from '@scouting/contract/schemas/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { sharedKeys } from '../../../api/query-keys.ts';

/** GET /api/admin/queue-counts (admins only): how much waits in each queue (docs/product.md#admin-pages). */
export function getQueueCounts(signal?: AbortSignal): Promise<TQueueCounts> {
  return apiRequest('/api/admin/queue-counts', { schema: ZQueueCounts, signal });
}

export function useQueueCounts() {
  return useQuery(queryOptions({ queryKey: sharedKeys.queueCounts, queryFn: ({ signal }) => getQueueCounts(signal) }));
}
