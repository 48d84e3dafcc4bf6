import type { TAuditLog } from '@scouting/contract';
import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

/**
 * GET /api/admin/audit-log: newest first; a member filter matches entries where the member is the
 * subject or the actor (audit_log_subject_idx and audit_log_actor_idx serve both sides).
 */
export async function listAuditLog(
  db: Database,
  query: { memberId?: number | undefined; limit: number; before?: number | undefined },
): Promise<TAuditLog> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        query.memberId !== undefined
          ? or(eq(auditLog.subjectMemberId, query.memberId), eq(auditLog.actorId, query.memberId))
          : undefined,
        query.before ? lt(auditLog.id, query.before) : undefined,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(query.limit + 1);
  const pageRows = rows.slice(0, query.limit);
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
    nextCursor: rows.length > query.limit ? (pageRows.at(-1)?.id ?? null) : null,
  };
}
