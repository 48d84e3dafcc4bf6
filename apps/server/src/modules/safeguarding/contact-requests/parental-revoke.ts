import { MESSAGES } from '@scouting/contract/messages';
import type { TParentalRevokeInfo } from '@scouting/contract/schemas/underage';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../../db/client.ts';
import { agents, guardianTokens, members, underageMessageRequests } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { notify } from '../../notifications/notify.ts';
import { hashToken } from '../guardian-token.ts';
import { firstName } from './service.ts';

/** The revoke link's token with its request; an unknown token is 404 (it reveals nothing). */
async function findRevokeLink(db: DbOrTx, token: string) {
  const [row] = await db
    .select({
      tokenId: guardianTokens.id,
      expiresAt: guardianTokens.expiresAt,
      usedAt: guardianTokens.usedAt,
      request: underageMessageRequests,
      agentName: members.fullName,
      agencyName: agents.agencyName,
    })
    .from(guardianTokens)
    .innerJoin(underageMessageRequests, eq(underageMessageRequests.id, guardianTokens.underageRequestId))
    .innerJoin(members, eq(members.id, underageMessageRequests.agentId))
    .leftJoin(agents, eq(agents.memberId, underageMessageRequests.agentId))
    .where(and(eq(guardianTokens.tokenHash, hashToken(token)), eq(guardianTokens.purpose, 'revoke')))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.parentalRevokeInvalid);
  return row;
}

function stateOf(link: { usedAt: Date | null; expiresAt: Date; request: { status: string | null } }, now: Date) {
  if (link.usedAt || link.request.status === 'Revoked') return 'used' as const;
  if (link.expiresAt.getTime() <= now.getTime()) return 'expired' as const;
  return 'valid' as const;
}

/** GET /api/parental-revoke: what the parent's page shows. Opening the link decides nothing. */
export async function getRevokeInfo(db: Database, token: string, now = new Date()): Promise<TParentalRevokeInfo> {
  const link = await findRevokeLink(db, token);
  return {
    state: stateOf(link, now),
    agentName: link.agentName,
    agencyName: link.agencyName,
    childFirstName: firstName(link.request.playerFullName),
    requestMessage: link.request.message,
    status: link.request.status,
  };
}

/**
 * POST /api/parental-revoke: the parent withdraws the approval. The request becomes Revoked, the
 * link is used, the agent is told and the parent's decision goes on record, all in one
 * transaction; the messages so far stay (nothing is ever deleted).
 */
export async function revokeApproval(db: Database, token: string, now = new Date()): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const link = await findRevokeLink(tx, token);
    const state = stateOf(link, now);
    if (state === 'used') throw new AppError('GONE', MESSAGES.parentalRevokeUsed);
    if (state === 'expired') throw new AppError('GONE', MESSAGES.parentalRevokeExpired);
    // Guarded on the token's usedAt, so two clicks at once revoke (and notify) only once.
    const [used] = await tx
      .update(guardianTokens)
      .set({ usedAt: now })
      .where(and(eq(guardianTokens.id, link.tokenId), isNull(guardianTokens.usedAt)))
      .returning({ id: guardianTokens.id });
    if (!used) throw new AppError('GONE', MESSAGES.parentalRevokeUsed);
    await tx
      .update(underageMessageRequests)
      .set({ status: 'Revoked', revokedAt: now })
      .where(eq(underageMessageRequests.id, link.request.id));
    await notify(
      tx,
      link.request.agentId,
      'underage_request_revoked',
      { key: 'underageRequestRevoked', values: { player: link.request.playerFullName } },
      null,
    );
    await recordAudit(tx, {
      actor: null,
      action: 'underage_request.revoked_by_parent',
      subject: { id: link.request.playerId, fullName: link.request.playerFullName },
      target: { type: 'underage_request', id: link.request.id },
      details: { agentId: link.request.agentId },
    });
    return { message: MESSAGES.parentalRevokeDone };
  });
}
