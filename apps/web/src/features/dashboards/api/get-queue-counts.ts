import { type TQueueCounts, ZQueueCounts } from '@scouting/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { sharedKeys } from '../../../api/query-keys.ts';

/** GET /api/admin/queue-counts (admins only): how much waits in each queue (issue 32 §1). */
export function getQueueCounts(signal?: AbortSignal): Promise<TQueueCounts> {
  return apiRequest('/api/admin/queue-counts', { schema: ZQueueCounts, signal });
}

export function useQueueCounts() {
  return useQuery(queryOptions({ queryKey: sharedKeys.queueCounts, queryFn: ({ signal }) => getQueueCounts(signal) }));
}
