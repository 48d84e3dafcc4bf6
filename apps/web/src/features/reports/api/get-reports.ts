import type { TQueueState } from '@scouting/contract/schemas/admin';
import { type TReportList, ZReportList } from '@scouting/contract/schemas/reports';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { cursorPaging, pagePath } from '../../../api/paging.ts';
import { reportsKeys } from './query-keys.ts';

const PAGE_LIMIT = 20;

/**
 * GET /api/admin/reports (admins): open reports, contact with minors first, then oldest first; or
 * decided ones, minors first, then newest first (docs/product.md#admin-pages).
 */
export function getReports(state: TQueueState, cursor: string | null, signal?: AbortSignal): Promise<TReportList> {
  return apiRequest(pagePath('/api/admin/reports', PAGE_LIMIT, cursor, { state }), { schema: ZReportList, signal });
}

export function reportsQueryOptions(state: TQueueState) {
  return infiniteQueryOptions({
    queryKey: reportsKeys.list(state),
    queryFn: ({ pageParam, signal }) => getReports(state, pageParam, signal),
    ...cursorPaging,
  });
}
