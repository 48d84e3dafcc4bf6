import type { TAuditTargetType } from '@scouting/contract/audit';
import { MESSAGES } from '@scouting/contract/messages';
import type { TReportAction } from '@scouting/contract/reports';
import type { TReport } from '@scouting/contract/schemas/reports';
import { and, desc, eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import { memberChanged } from '../../auth/caller-cache.ts';
import { updateMembers } from '../../auth/member-writes.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { conversations, members, messages, opportunities, reports } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { conversationsChanged } from '../messaging/conversation-version.ts';
import { listReports } from './list-reports.ts';
import { suspendMember } from './suspend-member.ts';

type Report = typeof reports.$inferSelect;

const STATUS_OF = { dismiss: 'dismissed', hide: 'hidden', suspend: 'suspended' } as const;

/** Hides what the report is about; the row stays (messages to minors are never deleted). */
async function hideContent(tx: Transaction, report: Report): Promise<{ type: TAuditTargetType; id: number }> {
  const now = new Date();
  if (report.subjectType === 'message' && report.messageId !== null) {
    const [hidden] = await tx
      .update(messages)
      .set({ hiddenAt: now })
      .where(eq(messages.id, report.messageId))
      .returning({ conversationId: messages.conversationId });
    if (hidden) {
      // The inbox preview copies the last message: replace it when the hidden one is the latest.
      const [latest] = await tx
        .select({ id: messages.id })
        .from(messages)
        .where(eq(messages.conversationId, hidden.conversationId))
        .orderBy(desc(messages.id))
        .limit(1);
      if (latest?.id === report.messageId) {
        const [changed] = await tx
          .update(conversations)
          .set({ lastMessage: MESSAGES.messageRemovedByAdmin, lastMessageRemoved: true })
          .where(eq(conversations.id, hidden.conversationId))
          .returning({ participant1Id: conversations.participant1Id, participant2Id: conversations.participant2Id });
        if (changed) conversationsChanged(changed.participant1Id, changed.participant2Id);
      }
    }
    return { type: 'message', id: report.messageId };
  }
  if (report.subjectType === 'opportunity' && report.opportunityId !== null) {
    await tx.update(opportunities).set({ hiddenAt: now }).where(eq(opportunities.id, report.opportunityId));
    return { type: 'opportunity', id: report.opportunityId };
  }
  await updateMembers(tx, report.subjectMemberId, { profileHiddenAt: now });
  memberChanged(report.subjectMemberId);
  return { type: 'profile', id: report.subjectMemberId };
}

/**
 * POST /api/admin/reports/{id}/decision: dismiss, hide the content or suspend the member, taken
 * once; the decision and its audit entry are written in one transaction (docs/product.md#reports-and-suspension).
 */
export async function decideReport(
  db: Database,
  admin: Member,
  id: number,
  decision: { action: TReportAction; note?: string | undefined },
): Promise<TReport> {
  return db.transaction(async (tx) => {
    const [report] = await tx.select().from(reports).where(eq(reports.id, id)).for('update');
    if (!report) throw new AppError('NOT_FOUND', MESSAGES.reportNotFound);
    if (report.status !== 'open') throw new AppError('CONFLICT', MESSAGES.reportAlreadyDecided);
    const [subject] = await tx
      .select({ id: members.id, fullName: members.fullName, role: members.role, authUserId: members.authUserId })
      .from(members)
      .where(eq(members.id, report.subjectMemberId));
    if (!subject) throw new AppError('NOT_FOUND', MESSAGES.reportSubjectNotFound);
    const reason = decision.note || null;
    const reportTarget = { type: 'report' as const, id: report.id };

    if (decision.action === 'hide') {
      const hidden = await hideContent(tx, report);
      await recordAudit(tx, {
        actor: admin,
        action: 'report.content_hidden',
        subject,
        target: hidden,
        reason,
        details: { reportId: report.id, reason: report.reason },
      });
    } else if (decision.action === 'suspend') {
      if (subject.role === 'Admin') throw new AppError('CONFLICT', MESSAGES.adminCannotBeSuspended);
      await suspendMember(tx, subject);
      await recordAudit(tx, {
        actor: admin,
        action: 'member.suspended',
        subject,
        target: reportTarget,
        reason,
        details: { reportId: report.id, reason: report.reason },
      });
    } else {
      await recordAudit(tx, { actor: admin, action: 'report.dismissed', subject, target: reportTarget, reason });
    }

    await tx
      .update(reports)
      .set({ status: STATUS_OF[decision.action], decidedBy: admin.id, decidedAt: new Date(), decisionNote: reason })
      .where(and(eq(reports.id, id), eq(reports.status, 'open')));
    const { reports: [decided] = [] } = await listReports(tx, { status: 'open', limit: 1, id });
    if (!decided) throw new Error('decided report vanished');
    return decided;
  });
}
