import { idCursor } from '@scouting/contract/schemas/paging';
import type { TAuditLog } from '@scouting/contract/schemas/reports';
import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { keyset } from '../../db/paging.ts';
import { auditLog } from '../../db/schema/index.ts';

const newestFirst = keyset(idCursor, [{ column: auditLog.id, order: 'desc' }]);

/**
 * GET /api/admin/audit-log: newest first; a member filter matches entries where the member is the
 * subject or the actor (audit_log_subject_idx and audit_log_actor_idx serve both sides).
 */
export async function listAuditLog(
  db: Database,
  query: { memberId?: number | undefined; limit: number; cursor?: [number] | undefined },
): Promise<TAuditLog> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        query.memberId !== undefined
          ? or(eq(auditLog.subjectMemberId, query.memberId), eq(auditLog.actorId, query.memberId))
          : undefined,
        newestFirst.after(query.cursor),
      ),
    )
    .orderBy(...newestFirst.orderBy)
    .limit(newestFirst.fetch(query.limit));
  const { rows: pageRows, nextCursor } = newestFirst.page(rows, query.limit, (row) => [row.id]);
  return {
    entries: pageRows.map((row) => ({
      id: row.id,
      actorId: row.actorId,
      actorName: row.actorName,
      action: row.action,
      subjectMemberId: row.subjectMemberId,
      subjectName: row.subjectName,
      targetType: row.targetType,
      targetId: row.targetId,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor,
  };
}
