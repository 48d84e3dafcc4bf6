import { ADMIN_MESSAGES } from '@scouting/contract/admin';
import { REFUSAL_MESSAGES } from '@scouting/contract/refusals';
import { eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import { updateAgents } from '../../auth/member-writes.ts';
import type { Database } from '../../db/client.ts';
import { agents, members } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { notify } from '../notifications/notify.ts';

/**
 * POST /api/admin/agent-verifications/{agentId}/revoke (docs/product.md#admin-pages): a verified agent loses the
 * badge. They become 'denied' without resubmission, so an admin decides whether they may ask
 * again (the resubmission toggle of their latest request). The safeguarding rules read
 * `verifiedAgent` from the cached caller: memberChanged drops it, so minors' profiles and the right
 * to write to minors end with this request. The agent is told, and the decision goes on record.
 */
export async function revokeAgentVerification(
  db: Database,
  admin: Member,
  agentId: number,
  reason: string,
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const [agent] = await tx
      .select({ id: members.id, fullName: members.fullName, verificationStatus: agents.verificationStatus })
      .from(agents)
      .innerJoin(members, eq(members.id, agents.memberId))
      .where(eq(agents.memberId, agentId))
      .for('update', { of: agents });
    if (!agent) throw new AppError('NOT_FOUND', REFUSAL_MESSAGES.agentNotFound);
    if (agent.verificationStatus !== 'verified') throw new AppError('CONFLICT', ADMIN_MESSAGES.verificationNotVerified);
    await updateAgents(
      tx,
      agentId,
      { verificationStatus: 'denied', allowResubmission: false },
      eq(agents.verificationStatus, 'verified'),
    );
    await notify(
      tx,
      agentId,
      'verification_revoked',
      { key: 'verificationRevoked', values: { reason } },
      `/agent-profile/${agentId}`,
    );
    await recordAudit(tx, {
      actor: admin,
      action: 'verification.revoked',
      subject: { id: agent.id, fullName: agent.fullName },
      target: { type: 'agent', id: agent.id },
      reason,
    });
    return { message: ADMIN_MESSAGES.verificationRevokedNotice };
  });
}
