import { ADMIN_MESSAGES } from '@scouting/contract/admin';
import { isUnderage } from '@scouting/contract/age';
import { MESSAGES } from '@scouting/contract/messages';
import { canRequestUnderageContact, type TStoredParentConsent } from '@scouting/contract/safeguarding';
import type { TQueueState } from '@scouting/contract/schemas/admin';
import { idCursor } from '@scouting/contract/schemas/paging';
import type { TUnderageRequest, TUnderageRequestList } from '@scouting/contract/schemas/underage';
import { and, eq, getTableColumns, isNotNull, isNull } from 'drizzle-orm';
import type { Member } from '../../../auth/caller.ts';
import type { Database, DbOrTx } from '../../../db/client.ts';
import { keyset } from '../../../db/paging.ts';
import { agents, members, players, underageMessageRequests } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';
import { memberMailLanguage } from '../../../infra/mail/mail-language.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { notify, notifyGuardians } from '../../notifications/notify.ts';
import { type ParentMailDeps, queueParentMail } from '../texts-for-minors/parent-mail.ts';
import { assertCanSeePlayer } from '../visible-player.ts';
import { approvalMail } from './approval-mail.ts';
import { createRevokeToken } from './revoke-token.ts';

type Row = typeof underageMessageRequests.$inferSelect & {
  agentName: string;
  agentVerification: string | null;
  parentConsent: TStoredParentConsent | null;
};

/**
 * Every read of a request: the row, the agent's name and whether their licence is verified, and where
 * the player's parental consent stands, for the admin deciding it. Reads join `withDecisionFacts`.
 */
export const columns = {
  ...getTableColumns(underageMessageRequests),
  agentName: members.fullName,
  agentVerification: agents.verificationStatus,
  parentConsent: players.parentConsent,
};

export function toRequest(row: Row): TUnderageRequest {
  return {
    id: row.id,
    agentId: row.agentId,
    agentName: row.agentName,
    playerId: row.playerId,
    playerFullName: row.playerFullName,
    playerDOB: row.playerDob,
    playerEmail: row.playerEmail,
    status: row.status,
    message: row.message,
    declineReason: row.declineReason,
    createdAt: row.createdAt.toISOString(),
    agentVerified: row.agentVerification === 'verified',
    parentConsent: row.parentConsent ?? 'none',
  };
}

/** Where this agent's request to message this player stands: null Pending, undefined never asked. */
export async function underageRequestStatus(
  db: DbOrTx,
  agentId: number,
  playerId: number,
): Promise<TUnderageRequest['status'] | undefined> {
  const [row] = await db
    .select({ status: underageMessageRequests.status })
    .from(underageMessageRequests)
    .where(and(eq(underageMessageRequests.agentId, agentId), eq(underageMessageRequests.playerId, playerId)))
    .limit(1);
  return row?.status;
}

/** Whether an admin approved this agent messaging this player (docs/product.md#contact-requests), and no parent revoked it. */
export async function hasUnderageApproval(db: DbOrTx, agentId: number, playerId: number): Promise<boolean> {
  return (await underageRequestStatus(db, agentId, playerId)) === 'Approved';
}

/**
 * An agent asks the admins to be allowed to message a minor. The player's name, birth date and
 * e-mail come from the player's record, never from the request body; the admins are told in the
 * same transaction.
 */
export async function requestUnderageMessaging(
  db: Database,
  agent: Member,
  playerId: number,
  message: string | null = null,
) {
  // FIFA agent regulations Art. 13: only licensed agents approach a minor (docs/product.md#contact-requests).
  if (!canRequestUnderageContact(agent)) {
    throw new AppError('AGENT_NOT_VERIFIED', MESSAGES.underageRequestNeedsVerification);
  }
  // A minor this agent may not see is not there for them (docs/product.md#who-may-see-whom).
  await assertCanSeePlayer(db, agent, playerId);
  const [row] = await db
    .select({
      member: { fullName: members.fullName, dob: members.dob },
      player: { emailAddress: players.emailAddress },
    })
    .from(players)
    .innerJoin(members, eq(members.id, players.memberId))
    .where(eq(players.memberId, playerId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.playerNotFound);
  const { member, player } = row;
  if (!isUnderage(member.dob ?? '1900-01-01')) throw new AppError('VALIDATION_ERROR', MESSAGES.playerNotUnderage);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(underageMessageRequests)
      .values({
        agentId: agent.id,
        playerId,
        playerFullName: member.fullName,
        playerDob: member.dob ?? '',
        playerEmail: player.emailAddress,
        message,
      })
      .onConflictDoNothing()
      .returning({ id: underageMessageRequests.id });
    if (!created) throw new AppError('CONFLICT', await existingRequestMessage(tx, agent.id, playerId));
    const admins = await tx.select({ id: members.id }).from(members).where(eq(members.role, 'Admin'));
    for (const admin of admins) {
      await notify(
        tx,
        admin.id,
        'underage_request_received',
        { key: 'underageRequestReceived', values: { agent: agent.fullName, player: member.fullName } },
        '/review-underage-requests',
      );
    }
    return { id: created.id, message: MESSAGES.underageRequestSent };
  });
}

const newestFirst = keyset(idCursor, [{ column: underageMessageRequests.id, order: 'desc' }]);
const oldestFirst = keyset(idCursor, [{ column: underageMessageRequests.id, order: 'asc' }]);

/**
 * GET /api/underage-message-requests: every request newest first; with `state`, what waits oldest
 * first (underage_requests_pending_idx) or what was decided newest first (docs/product.md#admin-pages).
 */
export async function listUnderageRequests(
  db: Database,
  page: { state?: TQueueState | undefined; limit: number; cursor?: [number] | undefined },
): Promise<TUnderageRequestList> {
  const order = page.state === 'pending' ? oldestFirst : newestFirst;
  const stateCondition =
    page.state === 'pending'
      ? isNull(underageMessageRequests.status)
      : page.state === 'decided'
        ? isNotNull(underageMessageRequests.status)
        : undefined;
  const rows = await db
    .select(columns)
    .from(underageMessageRequests)
    .innerJoin(members, eq(members.id, underageMessageRequests.agentId))
    .leftJoin(agents, eq(agents.memberId, underageMessageRequests.agentId))
    .leftJoin(players, eq(players.memberId, underageMessageRequests.playerId))
    .where(and(stateCondition, order.after(page.cursor)))
    .orderBy(...order.orderBy)
    .limit(order.fetch(page.limit));
  const { rows: pageRows, nextCursor } = order.page(rows, page.limit, (row) => [row.id]);
  return { requests: pageRows.map(toRequest), nextCursor };
}

/** Why a second request for the same pair is refused: it waits, it was approved, or a parent revoked it. */
async function existingRequestMessage(db: DbOrTx, agentId: number, playerId: number): Promise<string> {
  const [row] = await db
    .select({ status: underageMessageRequests.status })
    .from(underageMessageRequests)
    .where(and(eq(underageMessageRequests.agentId, agentId), eq(underageMessageRequests.playerId, playerId)))
    .limit(1);
  if (row?.status === 'Approved') return MESSAGES.underageRequestAlreadyApproved;
  if (row?.status === 'Revoked') return MESSAGES.underageApprovalRevoked;
  if (row?.status === 'Declined') return ADMIN_MESSAGES.underageRequestDeclined;
  return MESSAGES.underageRequestPending;
}

/** What the parent's mail needs once the approval is committed. */
export type ApprovalMailFacts = {
  parentEmail: string | null;
  token: string;
  agentName: string;
  agencyName: string | null;
  childFirstName: string;
  requestMessage: string | null;
};

/**
 * Pending to Approved (docs/product.md#contact-requests). In the same transaction: the agent is told, the decision goes on
 * record, a revoke link for the parent is created and the parent's mail queued (decision 026), so a mail never
 * announces an approval that was rolled back, nor does an approval stand without its mail.
 */
export async function approveUnderageRequest(
  db: Database,
  admin: Member,
  id: number,
  /** Queues the parent's mail, with its revoke link on this origin, within the parent mails' caps; the demo seed mails nobody. */
  parentMail?: { appOrigin: string } & ParentMailDeps,
): Promise<{ request: TUnderageRequest; mail: ApprovalMailFacts }> {
  return db.transaction(async (tx) => {
    const [approved] = await tx
      .update(underageMessageRequests)
      .set({ status: 'Approved', approvedBy: admin.id, approvedAt: new Date() })
      .where(and(eq(underageMessageRequests.id, id), isNull(underageMessageRequests.status)))
      .returning();
    if (!approved) {
      const [existing] = await tx
        .select({ status: underageMessageRequests.status })
        .from(underageMessageRequests)
        .where(eq(underageMessageRequests.id, id));
      if (!existing) throw new AppError('NOT_FOUND', MESSAGES.underageRequestNotFound);
      throw new AppError(
        'CONFLICT',
        existing.status === 'Declined'
          ? ADMIN_MESSAGES.underageRequestAlreadyDecided
          : MESSAGES.underageRequestAlreadyDone,
      );
    }
    await notify(
      tx,
      approved.agentId,
      'underage_request_approved',
      { key: 'underageRequestApproved', values: { player: approved.playerFullName } },
      `/player-profile/${approved.playerId}`,
    );
    await recordAudit(tx, {
      actor: { id: admin.id, fullName: admin.fullName },
      action: 'underage_request.approved',
      subject: { id: approved.playerId, fullName: approved.playerFullName },
      target: { type: 'underage_request', id: approved.id },
      details: { agentId: approved.agentId },
    });
    const [row] = await tx
      .select({ ...columns, agencyName: agents.agencyName, parentEmail: players.parentEmail })
      .from(underageMessageRequests)
      .innerJoin(members, eq(members.id, underageMessageRequests.agentId))
      .leftJoin(agents, eq(agents.memberId, underageMessageRequests.agentId))
      .leftJoin(players, eq(players.memberId, underageMessageRequests.playerId))
      .where(eq(underageMessageRequests.id, id));
    if (!row) throw new Error('approved request vanished');
    // The child's guardians with an account hear of it on their bell too (docs/product.md#parents).
    await notifyGuardians(tx, approved.playerId, (player) => ({
      type: 'underage_request_approved',
      line: { key: 'guardianContactApproved', values: { player, agent: row.agentName } },
    }));
    const token = await createRevokeToken(tx, {
      playerId: approved.playerId,
      underageRequestId: approved.id,
      parentEmail: row.parentEmail ?? '',
      playerDob: approved.playerDob,
    });
    const mail: ApprovalMailFacts = {
      parentEmail: row.parentEmail,
      token,
      agentName: row.agentName,
      agencyName: row.agencyName,
      childFirstName: firstName(approved.playerFullName),
      requestMessage: approved.message,
    };
    // In the approval's transaction (decision 026): the parent hears of it once it stands, even if
    // the mail server is down at this moment.
    if (parentMail && mail.parentEmail) {
      // In the language the child uses (docs/product.md#languages); the link opens the page in it too.
      const language = (await memberMailLanguage(tx, approved.playerId)) ?? 'en';
      const lang = language === 'en' ? '' : `&lang=${encodeURIComponent(language)}`;
      const link = `${parentMail.appOrigin}/parental-revoke?token=${encodeURIComponent(token)}${lang}`;
      // Within the parent mails' daily caps, as every parent mail but consent (texts-for-minors/parent-mail.ts).
      // Beyond them the approval itself waits (429, everything above rolled back, the request still
      // Pending): this mail is the parent's notice of the approval and carries the link that withdraws
      // it (docs/product.md#contact-requests), so no approval stands without it; admins meet the parent
      // mails' caps as they meet the consent mails' (decision 023). The admin approves again tomorrow.
      // The transaction's last step, so that a refusal before it spends no count.
      await queueParentMail(
        tx,
        parentMail,
        approved.playerId,
        approvalMail(mail.parentEmail, mail, { withdraw: link, appOrigin: parentMail.appOrigin }, language),
        [approved.agentId],
      );
    }
    return { request: toRequest(row), mail };
  });
}

export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? fullName;
}
