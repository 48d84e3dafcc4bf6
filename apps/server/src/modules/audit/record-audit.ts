import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

/** What admins decide, as the audit log names it (issue 12 §7). */
export type AuditAction =
  | 'underage_request.approved'
  | 'underage_request.declined'
  | 'underage_request.revoked_by_parent'
  | 'parental_consent.confirmed'
  | 'parental_consent.refused'
  | 'verification.approved'
  | 'verification.rejected'
  | 'verification.resubmission_changed'
  | 'verification.revoked'
  | 'transfermarkt.forwarded'
  | 'transfermarkt.rejected'
  | 'transfermarkt.permission_changed'
  | 'report.dismissed'
  | 'report.content_hidden'
  | 'member.suspended'
  | 'member.reinstated'
  // An admin read a conversation between an agent and a player (issue 32 §3).
  | 'conversation.read'
  // A member's own data (issue 27): who and when, never the contents.
  | 'account.exported'
  | 'account.deleted'
  | 'account.deleted_by_parent'
  // Representation (issue 28): offers, answers, a parent's signature and endings, by whoever acted.
  | 'representation.offered'
  | 'representation.withdrawn'
  | 'representation.accepted'
  | 'representation.declined'
  | 'representation.guardian_confirmed'
  | 'representation.guardian_refused'
  | 'representation.ended'
  // An admin acting on a player's videos for them (issue 33 §1); the owner's own choices are theirs.
  | 'video.hidden'
  | 'video.shown'
  | 'video.deleted'
  | 'video.ordered'
  // The durable mail queue (issue 29 §1): an admin sent a failed mail back to the queue.
  | 'mail.retried';

export type AuditEntry = {
  /** The admin who decided; null for a parent acting from their mail. */
  actor: { id: number; fullName: string } | null;
  action: AuditAction;
  subject?: { id: number; fullName: string } | null;
  target?: { type: string; id: number } | null;
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
