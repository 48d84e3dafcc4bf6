import { type TReportList, ZReportList } from '@scouting/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { reportsKeys } from './query-keys.ts';

const PAGE_LIMIT = 20;

/** GET /api/admin/reports (admins): open reports, contact with minors first, then newest first. */
export function getOpenReports(before: string | null, signal?: AbortSignal): Promise<TReportList> {
  const query = new URLSearchParams({ status: 'open', limit: String(PAGE_LIMIT) });
  if (before) query.set('before', before);
  return apiRequest(`/api/admin/reports?${query}`, { schema: ZReportList, signal });
}

export function openReportsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: reportsKeys.open(),
    queryFn: ({ pageParam, signal }) => getOpenReports(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
