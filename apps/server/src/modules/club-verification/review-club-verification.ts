import { CLUB_VERIFICATION_MESSAGES } from '@scouting/contract/club-verification';
import {
  clubVerificationCursor,
  type TClubVerificationList,
  type TClubVerificationRequest,
} from '@scouting/contract/schemas/club-verification';
import { and, desc, eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { type ReviewQueuePage, reviewQueue } from '../../db/review-queue.ts';
import { clubs, clubVerificationRequests, members } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { fileUrl } from '../../platform/uploads/store-file.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { notify } from '../notifications/notify.ts';

const requests = clubVerificationRequests;
const queue = reviewQueue(clubVerificationCursor, requests);

/** GET /api/admin/club-verifications (docs/product.md#admin-pages): what waits first, as the agents' queue. */
export async function listClubVerifications(db: DbOrTx, page: ReviewQueuePage): Promise<TClubVerificationList> {
  const order = queue.order(page);
  const rows = await db
    .select({ request: requests, clubName: clubs.clubName, clubCountry: clubs.clubCountry })
    .from(requests)
    .innerJoin(clubs, eq(clubs.memberId, requests.clubId))
    .where(queue.where(page))
    .orderBy(...order.orderBy)
    .limit(order.fetch(page.limit));
  const { rows: pageRows, nextCursor } = order.page(rows, page.limit, (row) => [row.request.reviewed, row.request.id]);
  return {
    requests: pageRows.map(
      ({ request: r, clubName, clubCountry }): TClubVerificationRequest => ({
        id: r.id,
        clubId: r.clubId,
        clubName,
        clubCountry,
        federation: r.federation,
        registrationNumber: r.registrationNumber,
        documentUrl: fileUrl(r.documentFileId) ?? '',
        status: r.status,
        reason: r.reason,
        clubProfileUrl: `/club-profile/${r.clubId}`,
        createdAt: r.createdAt.toISOString(),
        reviewedAt: r.reviewedAt?.toISOString() ?? null,
      }),
    ),
    nextCursor,
  };
}

/** The club a decision is about, as the audit entry names it; a 404 when there is no such club. */
async function auditedClub(tx: DbOrTx, clubId: number): Promise<{ id: number; fullName: string }> {
  const [club] = await tx
    .select({ id: members.id, fullName: clubs.clubName })
    .from(clubs)
    .innerJoin(members, eq(members.id, clubs.memberId))
    .where(eq(clubs.memberId, clubId));
  if (!club) throw new AppError('NOT_FOUND', CLUB_VERIFICATION_MESSAGES.clubNotFound);
  return club;
}

/**
 * PUT /api/admin/club-verifications/{clubId}: decides the club's waiting request. The decision, the
 * club's notice and the audit entry are written together; a club with nothing waiting is a 409.
 */
export async function reviewClubVerification(
  db: Database,
  admin: Member,
  clubId: number,
  review: { decision: 'approve' | 'deny'; reason: string | null },
): Promise<TClubVerificationRequest> {
  return db.transaction(async (tx) => {
    const club = await auditedClub(tx, clubId);
    const [request] = await tx
      .select()
      .from(requests)
      .where(and(eq(requests.clubId, clubId), eq(requests.reviewed, false)))
      .orderBy(desc(requests.id))
      .limit(1)
      .for('update');
    if (!request) throw new AppError('CONFLICT', CLUB_VERIFICATION_MESSAGES.notWaiting);
    const approved = review.decision === 'approve';
    await tx
      .update(requests)
      .set({
        status: approved ? 'verified' : 'denied',
        reviewed: true,
        reason: approved ? null : review.reason,
        reviewedBy: admin.id,
        reviewedAt: new Date(),
      })
      .where(eq(requests.id, request.id));
    await notify(
      tx,
      clubId,
      'verification_decided',
      approved
        ? { key: 'clubVerificationApproved', values: {} }
        : { key: 'clubVerificationDenied', values: { reason: review.reason ?? '' } },
      `/club-profile/${clubId}`,
    );
    await recordAudit(tx, {
      actor: admin,
      action: approved ? 'club_verification.approved' : 'club_verification.denied',
      subject: club,
      target: { type: 'club_verification_request', id: request.id },
      reason: approved ? null : review.reason,
    });
    const { requests: [updated] = [] } = await listClubVerifications(tx, { limit: 1, id: request.id });
    if (!updated) throw new Error('reviewed club request vanished');
    return updated;
  });
}

/**
 * POST /api/admin/club-verifications/{clubId}/revoke: a verified club loses its badge (and with it
 * the right to post requirements); it is told why, and the decision goes on record.
 */
export async function revokeClubVerification(
  db: Database,
  admin: Member,
  clubId: number,
  reason: string,
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const club = await auditedClub(tx, clubId);
    const [latest] = await tx
      .select()
      .from(requests)
      .where(eq(requests.clubId, clubId))
      .orderBy(desc(requests.id))
      .limit(1)
      .for('update');
    if (latest?.status !== 'verified') throw new AppError('CONFLICT', CLUB_VERIFICATION_MESSAGES.notVerified);
    await tx
      .update(requests)
      .set({ status: 'revoked', reason, reviewedBy: admin.id, reviewedAt: new Date() })
      .where(eq(requests.id, latest.id));
    await notify(
      tx,
      clubId,
      'verification_revoked',
      { key: 'clubVerificationRevoked', values: { reason } },
      `/club-profile/${clubId}`,
    );
    await recordAudit(tx, {
      actor: admin,
      action: 'club_verification.revoked',
      subject: club,
      target: { type: 'club', id: clubId },
      reason,
    });
    return { message: CLUB_VERIFICATION_MESSAGES.revokedNotice };
  });
}
