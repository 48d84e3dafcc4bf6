import type { TAuditAction, TAuditTargetType } from '@scouting/contract/audit';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

/** What admins decide, as the audit log names it: the contract's list, which the admin's page translates. */
export type AuditAction = TAuditAction;

export type AuditEntry = {
  /** The admin who decided; null for a parent acting from their mail. */
  actor: { id: number; fullName: string } | null;
  action: AuditAction;
  subject?: { id: number; fullName: string } | null;
  target?: { type: TAuditTargetType; id: number } | null;
  reason?: string | null;
  details?: Record<string, unknown> | null;
};

/**
 * Writes one decision to the append-only audit log. Pass the transaction of the decision itself,
 * so that a decision is on record exactly when it took effect.
 */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actor?.id ?? null,
    actorName: entry.actor?.fullName ?? 'Parent or guardian (from the e-mail link)',
    action: entry.action,
    subjectMemberId: entry.subject?.id ?? null,
    subjectName: entry.subject?.fullName ?? null,
    targetType: entry.target?.type ?? null,
    targetId: entry.target?.id ?? null,
    reason: entry.reason ?? null,
    details: entry.details ?? null,
  });
}
