import {
  MESSAGES,
  type TAgentVerificationList,
  type TAgentVerificationRequest,
  verificationCursor,
} from '@scouting/contract';
import { eq, inArray, max } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import { memberChanged } from '../../auth/caller-cache.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { keyset } from '../../db/paging.ts';
import { agents, agentVerificationRequests, members } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { fileUrl } from '../../platform/uploads/store-file.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { notify } from '../notifications/notify.ts';

type Page = { limit: number; cursor?: [boolean, number] | undefined; id?: number };

const requests = agentVerificationRequests;

const waitingFirst = keyset(verificationCursor, [
  { column: requests.reviewed, order: 'asc' },
  { column: requests.id, order: 'desc' },
]);

/** GET /api/admin/agent-verifications: requests waiting for review first, newest first. */
export async function listAgentVerifications(db: DbOrTx, page: Page): Promise<TAgentVerificationList> {
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
    .where(page.id !== undefined ? eq(requests.id, page.id) : waitingFirst.after(page.cursor))
    .orderBy(...waitingFirst.orderBy)
    .limit(waitingFirst.fetch(page.limit));
  const { rows: pageRows, nextCursor } = waitingFirst.page(rows, page.limit, (row) => [
    row.request.reviewed,
    row.request.id,
  ]);
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
    if (!agent) throw new AppError('NOT_FOUND', 'Agent not found.');
    const profileLink = `/agent-profile/${request.agentId}`;
    const [subject] = await tx
      .select({ id: members.id, fullName: members.fullName })
      .from(members)
      .where(eq(members.id, request.agentId));
    const target = { type: 'agent_verification_request', id };

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
      await tx
        .update(agents)
        .set({ verificationStatus: approved ? 'verified' : 'denied', allowResubmission })
        .where(eq(agents.memberId, request.agentId));
      memberChanged(request.agentId);
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
      await tx.update(agents).set({ allowResubmission }).where(eq(agents.memberId, request.agentId));
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
          'You may now send a new verification request from your profile.',
          profileLink,
        );
      }
    }
    const { requests: [updated] = [] } = await listAgentVerifications(tx, { limit: 1, id });
    if (!updated) throw new Error('reviewed request vanished');
    return updated;
  });
}

function decisionMessage(approved: boolean, review: Review): string {
  if (approved) return 'Your agent verification was approved. Your profile now shows the Verified badge.';
  const reason = review.rejectionReason ? ` Reason: ${review.rejectionReason}` : '';
  const next = review.allowResubmission
    ? ' You may send a new request from your profile.'
    : ' A new request is not possible for now.';
  return `Your agent verification request was rejected.${reason}${next}`;
}
