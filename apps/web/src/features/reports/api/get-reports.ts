import { type TReportList, ZReportList } from '@scouting/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { cursorPaging, pagePath } from '../../../api/paging.ts';
import { reportsKeys } from './query-keys.ts';

const PAGE_LIMIT = 20;

/** GET /api/admin/reports (admins): open reports, contact with minors first, then newest first. */
export function getOpenReports(cursor: string | null, signal?: AbortSignal): Promise<TReportList> {
  return apiRequest(pagePath('/api/admin/reports', PAGE_LIMIT, cursor, { status: 'open' }), {
    schema: ZReportList,
    signal,
  });
}

export function openReportsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: reportsKeys.open(),
    queryFn: ({ pageParam, signal }) => getOpenReports(pageParam, signal),
    ...cursorPaging,
  });
}
