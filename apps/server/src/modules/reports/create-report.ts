import { MESSAGES } from '@scouting/contract/messages';
import { canSeePlayer, reportInvolvesMinor } from '@scouting/contract/safeguarding';
import type { TCreateReportRequest, TReportCreated } from '@scouting/contract/schemas/reports';
import { eq } from 'drizzle-orm';
import { loadMember, type Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { members, messages, opportunities, reports } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { conversationOf } from '../messaging/conversations.ts';
import { notify } from '../notifications/notify.ts';

type Subject = {
  subjectMemberId: number;
  messageId: number | null;
  opportunityId: number | null;
  kind: 'message' | 'opportunity' | 'profile';
};

const gone = () => new AppError('GONE', MESSAGES.reportSubjectGone);
const notFound = () => new AppError('NOT_FOUND', MESSAGES.reportSubjectNotFound);

/**
 * What the reporter points at, checked against what they can see: a message only inside their own
 * conversation; content an admin already removed answers 410 so the reporter learns it is gone.
 */
async function findSubject(db: Database, reporter: Member, input: TCreateReportRequest): Promise<Subject> {
  if (input.subjectType === 'message') {
    const [message] = await db.select().from(messages).where(eq(messages.id, input.subjectId)).limit(1);
    if (!message) throw notFound();
    await conversationOf(db, reporter, message.conversationId);
    if (message.hiddenAt) throw gone();
    return { subjectMemberId: message.senderId, messageId: message.id, opportunityId: null, kind: 'message' };
  }
  if (input.subjectType === 'opportunity') {
    const [post] = await db.select().from(opportunities).where(eq(opportunities.id, input.subjectId)).limit(1);
    if (!post) throw notFound();
    if (post.hiddenAt || post.status === 'Deleted') throw gone();
    return { subjectMemberId: post.postedBy, messageId: null, opportunityId: post.id, kind: 'opportunity' };
  }
  return { subjectMemberId: input.subjectId, messageId: null, opportunityId: null, kind: 'profile' };
}

/** POST /api/reports: stored, and every admin is told in the same transaction (docs/product.md#reports-and-suspension). */
export async function createReport(
  db: Database,
  reporter: Member,
  input: TCreateReportRequest,
): Promise<TReportCreated> {
  const subject = await findSubject(db, reporter, input);
  const [subjectRow] = await db
    .select({ suspendedAt: members.suspendedAt, profileHiddenAt: members.profileHiddenAt })
    .from(members)
    .where(eq(members.id, subject.subjectMemberId))
    .limit(1);
  const subjectMember = await loadMember(db, subject.subjectMemberId);
  if (!subjectRow || !subjectMember) throw notFound();
  // A player the reporter may not see (a minor out of their sight) answers exactly as a missing
  // one (docs/product.md#who-may-see-whom): the answer must not tell a probe that the profile exists.
  if (input.subjectType === 'profile' && subjectMember.role === 'Player' && !canSeePlayer(reporter, subjectMember)) {
    throw notFound();
  }
  if (subjectRow.suspendedAt) throw gone();
  if (input.subjectType === 'profile' && subjectRow.profileHiddenAt) throw gone();
  if (input.subjectType === 'profile' && subjectMember.id === reporter.id) {
    throw new AppError('VALIDATION_ERROR', MESSAGES.reportSubjectNotFound);
  }

  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(reports)
      .values({
        reporterId: reporter.id,
        subjectType: input.subjectType,
        subjectMemberId: subjectMember.id,
        messageId: subject.messageId,
        opportunityId: subject.opportunityId,
        reason: input.reason,
        details: input.details || null,
        involvesMinor: reportInvolvesMinor(input.reason, reporter.isMinor || subjectMember.isMinor),
      })
      .returning({ id: reports.id });
    if (!created) throw new Error('report insert returned no row');
    const admins = await tx.select({ id: members.id }).from(members).where(eq(members.role, 'Admin'));
    for (const admin of admins) {
      await notify(
        tx,
        admin.id,
        'report_received',
        {
          key: 'reportReceived',
          values: {
            reporter: reporter.fullName,
            subject: subject.kind,
            member: subjectMember.fullName,
            reason: input.reason,
          },
        },
        '/review-reports',
      );
    }
    return { id: created.id, message: MESSAGES.reportSent };
  });
}
