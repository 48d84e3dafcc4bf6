import { type TReportList, ZReportList } from '@scouting/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { cursorPaging, pagePath } from '../../../api/paging.ts';

const PAGE_LIMIT = 20;

export const OPEN_REPORTS_KEY = ['reports', 'open'] as const;

/** GET /api/admin/reports (admins): open reports, contact with minors first, then newest first. */
export function getOpenReports(cursor: string | null, signal?: AbortSignal): Promise<TReportList> {
  return apiRequest(pagePath('/api/admin/reports', PAGE_LIMIT, cursor, { status: 'open' }), {
    schema: ZReportList,
    signal,
  });
}

export function openReportsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: OPEN_REPORTS_KEY,
    queryFn: ({ pageParam, signal }) => getOpenReports(pageParam, signal),
    ...cursorPaging,
  });
}
