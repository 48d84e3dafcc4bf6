import { ADMIN_MESSAGES } from '@scouting/contract/admin';
import { MESSAGES } from '@scouting/contract/messages';
import type { TUnderageRequest } from '@scouting/contract/schemas/underage';
import { and, eq, isNull } from 'drizzle-orm';
import type { Member } from '../../../auth/caller.ts';
import type { Database } from '../../../db/client.ts';
import { agents, members, players, underageMessageRequests } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { notify, notifyGuardians } from '../../notifications/notify.ts';
import { columns, toRequest } from './service.ts';

/**
 * POST /api/decline-underage-request/{id} (docs/product.md#admin-pages): Pending to Declined, with the reason the
 * agent is told. In one transaction with the agent's notification and the audit entry; a request
 * already decided (approved, revoked or declined) is refused with 409.
 */
export async function declineUnderageRequest(
  db: Database,
  admin: Member,
  id: number,
  reason: string,
): Promise<TUnderageRequest> {
  return db.transaction(async (tx) => {
    const [declined] = await tx
      .update(underageMessageRequests)
      .set({ status: 'Declined', declineReason: reason, declinedAt: new Date() })
      .where(and(eq(underageMessageRequests.id, id), isNull(underageMessageRequests.status)))
      .returning();
    if (!declined) {
      const [existing] = await tx
        .select({ id: underageMessageRequests.id })
        .from(underageMessageRequests)
        .where(eq(underageMessageRequests.id, id));
      throw existing
        ? new AppError('CONFLICT', ADMIN_MESSAGES.underageRequestAlreadyDecided)
        : new AppError('NOT_FOUND', MESSAGES.underageRequestNotFound);
    }
    await notify(
      tx,
      declined.agentId,
      'underage_request_declined',
      { key: 'underageRequestDeclined', values: { player: declined.playerFullName, reason } },
      `/player-profile/${declined.playerId}`,
    );
    await recordAudit(tx, {
      actor: { id: admin.id, fullName: admin.fullName },
      action: 'underage_request.declined',
      subject: { id: declined.playerId, fullName: declined.playerFullName },
      target: { type: 'underage_request', id: declined.id },
      reason,
      details: { agentId: declined.agentId },
    });
    const [row] = await tx
      .select(columns)
      .from(underageMessageRequests)
      .innerJoin(members, eq(members.id, underageMessageRequests.agentId))
      .leftJoin(agents, eq(agents.memberId, underageMessageRequests.agentId))
      .leftJoin(players, eq(players.memberId, underageMessageRequests.playerId))
      .where(eq(underageMessageRequests.id, id));
    if (!row) throw new Error('declined request vanished');
    // The child's guardians with an account hear of it on their bell too (docs/product.md#parents).
    await notifyGuardians(tx, declined.playerId, (player) => ({
      type: 'underage_request_declined',
      line: { key: 'guardianContactDeclined', values: { player, agent: row.agentName } },
    }));
    return toRequest(row);
  });
}
