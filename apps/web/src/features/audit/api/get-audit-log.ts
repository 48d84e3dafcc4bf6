import { type TAuditLog, ZAuditLog } from '@scouting/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { auditKeys } from './query-keys.ts';

const PAGE_LIMIT = 30;

/** GET /api/admin/audit-log (admins): newest first; a member filter matches subject or actor. */
export function getAuditLog(memberId: number | null, before: number | null, signal?: AbortSignal): Promise<TAuditLog> {
  const query = new URLSearchParams({ limit: String(PAGE_LIMIT) });
  if (memberId) query.set('memberId', String(memberId));
  if (before) query.set('before', String(before));
  return apiRequest(`/api/admin/audit-log?${query}`, { schema: ZAuditLog, signal });
}

export function auditLogQueryOptions(memberId: number | null) {
  return infiniteQueryOptions({
    queryKey: auditKeys.log(memberId),
    queryFn: ({ pageParam, signal }) => getAuditLog(memberId, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
