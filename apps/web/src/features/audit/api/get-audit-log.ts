import { type TAuditLog, ZAuditLog } from '@scouting/contract/schemas/reports';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { cursorPaging, pagePath } from '../../../api/paging.ts';
import { auditKeys } from './query-keys.ts';

const PAGE_LIMIT = 30;

/** GET /api/admin/audit-log (admins): newest first; a member filter matches subject or actor. */
export function getAuditLog(memberId: number | null, cursor: string | null, signal?: AbortSignal): Promise<TAuditLog> {
  return apiRequest(pagePath('/api/admin/audit-log', PAGE_LIMIT, cursor, { memberId }), { schema: ZAuditLog, signal });
}

export function auditLogQueryOptions(memberId: number | null) {
  return infiniteQueryOptions({
    queryKey: auditKeys.log(memberId),
    queryFn: ({ pageParam, signal }) => getAuditLog(memberId, pageParam, signal),
    ...cursorPaging,
  });
}
