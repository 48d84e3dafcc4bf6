import { MESSAGES } from '@scouting/contract/messages';
import { REFUSAL_MESSAGES } from '@scouting/contract/refusals';
import {
  type TAgentVerificationList,
  type TAgentVerificationRequest,
  verificationCursor,
} from '@scouting/contract/schemas/agent-verification';
import type { TNoticeLine } from '@scouting/contract/schemas/notifications';
import { eq, inArray, max } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import { updateAgents } from '../../auth/member-writes.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { type ReviewQueuePage, reviewQueue } from '../../db/review-queue.ts';
import { agents, agentVerificationRequests, members } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { fileUrl } from '../../platform/uploads/store-file.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { notify } from '../notifications/notify.ts';

const requests = agentVerificationRequests;
const queue = reviewQueue(verificationCursor, requests);

/**
 * GET /api/admin/agent-verifications: requests waiting for review first, newest first; with a
 * state (docs/product.md#admin-pages), only the waiting ones oldest first, or only the reviewed ones newest first.
 */
export async function listAgentVerifications(db: DbOrTx, page: ReviewQueuePage): Promise<TAgentVerificationList> {
  const order = queue.order(page);
  const rows = await db
    .select({
      request: requests,
      agentName: members.fullName,
      verificationStatus: agents.verificationStatus,
      allowResubmission: agents.allowResubmission,
    })
    .from(requests)
    .innerJoin(agents, eq(agents.memberId, requests.agentId))
    .innerJoin(members, eq(members.id, requests.agentId))
    .where(queue.where(page))
    .orderBy(...order.orderBy)
    .limit(order.fetch(page.limit));
  const { rows: pageRows, nextCursor } = order.page(rows, page.limit, (row) => [row.request.reviewed, row.request.id]);
  const agentIds = [...new Set(pageRows.map((row) => row.request.agentId))];
  const latest = agentIds.length
    ? await db
        .select({ agentId: requests.agentId, id: max(requests.id) })
        .from(requests)
        .where(inArray(requests.agentId, agentIds))
        .groupBy(requests.agentId)
    : [];
  const latestByAgent = new Map(latest.map((row) => [row.agentId, row.id]));
  return {
    requests: pageRows.map(
      ({ request: r, agentName, verificationStatus, allowResubmission }): TAgentVerificationRequest => ({
        id: r.id,
        agentId: r.agentId,
        agentName,
        fullName: r.fullName,
        licenseNumber: r.licenseNumber,
        issuingBody: r.issuingBody,
        licenseFileUrl: fileUrl(r.licenseFileId) ?? '',
        idFileUrl: fileUrl(r.idFileId) ?? '',
        agencyName: r.agencyName,
        agencyWebsite: r.agencyWebsite,
        agreedToTerms: r.agreedToTerms,
        reviewed: r.reviewed,
        approved: r.approved,
        rejectionReason: r.rejectionReason,
        allowResubmission,
        agentProfileUrl: `/agent-profile/${r.agentId}`,
        verificationStatus,
        isLatest: latestByAgent.get(r.agentId) === r.id,
        createdAt: r.createdAt.toISOString(),
        reviewedAt: r.reviewedAt?.toISOString() ?? null,
      }),
    ),
    nextCursor,
  };
}

type Review = {
  reviewed?: true | undefined;
  approved?: boolean | undefined;
  rejectionReason: string | null;
  allowResubmission?: boolean | undefined;
};

/**
 * PUT /api/admin/agent-verifications/{id}. A decision is taken once, on a request waiting for review:
 * approve makes the agent verified, reject makes them denied (with the optional reason, and
 * allowResubmission if given). allowResubmission alone reopens or closes a denial: it is refused
 * (409) unless the request is the agent's latest and the agent is denied, because a pending agent's
 * permission is set by the decision and a verified or not-yet-asking agent has nothing to resubmit.
 * The agent is notified in the same transaction.
 */
export async function reviewAgentVerification(
  db: Database,
  admin: Member,
  id: number,
  review: Review,
): Promise<TAgentVerificationRequest> {
  return db.transaction(async (tx) => {
    const [request] = await tx.select().from(requests).where(eq(requests.id, id)).for('update');
    if (!request) throw new AppError('NOT_FOUND', MESSAGES.verificationRequestNotFound);
    const [agent] = await tx.select().from(agents).where(eq(agents.memberId, request.agentId)).for('update');
    if (!agent) throw new AppError('NOT_FOUND', REFUSAL_MESSAGES.agentNotFound);
    const profileLink = `/agent-profile/${request.agentId}`;
    const [subject] = await tx
      .select({ id: members.id, fullName: members.fullName })
      .from(members)
      .where(eq(members.id, request.agentId));
    const target = { type: 'agent_verification_request' as const, id };

    if (review.reviewed) {
      if (request.reviewed) throw new AppError('CONFLICT', MESSAGES.verificationAlreadyReviewed);
      const approved = review.approved === true;
      const allowResubmission = !approved && review.allowResubmission === true;
      await tx
        .update(requests)
        .set({
          reviewed: true,
          approved,
          rejectionReason: approved ? null : review.rejectionReason,
          reviewedBy: admin.id,
          reviewedAt: new Date(),
        })
        .where(eq(requests.id, id));
      await updateAgents(tx, request.agentId, {
        verificationStatus: approved ? 'verified' : 'denied',
        allowResubmission,
      });
      await notify(tx, request.agentId, 'verification_decided', decisionMessage(approved, review), profileLink);
      await recordAudit(tx, {
        actor: admin,
        action: approved ? 'verification.approved' : 'verification.rejected',
        subject,
        target,
        reason: approved ? null : review.rejectionReason,
        details: { allowResubmission },
      });
    } else {
      const [latest] = await tx
        .select({ id: max(requests.id) })
        .from(requests)
        .where(eq(requests.agentId, request.agentId));
      if (agent.verificationStatus !== 'denied' || latest?.id !== id) {
        throw new AppError('CONFLICT', MESSAGES.verificationToggleNotDenied);
      }
      const allowResubmission = review.allowResubmission === true;
      await updateAgents(tx, request.agentId, { allowResubmission });
      await recordAudit(tx, {
        actor: admin,
        action: 'verification.resubmission_changed',
        subject,
        target,
        details: { allowResubmission },
      });
      if (allowResubmission && !agent.allowResubmission) {
        await notify(
          tx,
          request.agentId,
          'verification_decided',
          { key: 'verificationResendAllowed', values: {} },
          profileLink,
        );
      }
    }
    const { requests: [updated] = [] } = await listAgentVerifications(tx, { limit: 1, id });
    if (!updated) throw new Error('reviewed request vanished');
    return updated;
  });
}

function decisionMessage(approved: boolean, review: Review): TNoticeLine {
  if (approved) return { key: 'verificationApproved', values: {} };
  const reason = { hasReason: review.rejectionReason ? 'yes' : 'no', reason: review.rejectionReason ?? '' };
  return {
    key: review.allowResubmission ? 'verificationRejectedMayResend' : 'verificationRejectedFinal',
    values: reason,
  };
}
