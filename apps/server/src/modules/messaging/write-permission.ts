import { MESSAGES } from '@scouting/contract';
import { and, eq } from 'drizzle-orm';
import { loadMember, type Member } from '../../auth/caller.ts';
import type { DbOrTx } from '../../db/client.ts';
import { underageMessageRequests } from '../../db/schema/index.ts';
import { hasUnderageApproval } from '../underage/service.ts';

/**
 * Why this member may not write to this partner, or null when they may. An agent writes to a minor
 * only while an admin's approval stands (SPEC §4); once a parent revoked it (issue 12 §4) the
 * thread stays readable for both and the minor can still reply, but the agent cannot write.
 */
export async function writeBlockReason(db: DbOrTx, writer: Member, partnerId: number): Promise<string | null> {
  if (writer.role !== 'Agent') return null;
  const partner = await loadMember(db, partnerId);
  if (!partner?.isMinor) return null;
  if (await hasUnderageApproval(db, writer.id, partnerId)) return null;
  return (await wasRevoked(db, writer.id, partnerId))
    ? MESSAGES.underageApprovalRevoked
    : MESSAGES.underageApprovalRequired;
}

async function wasRevoked(db: DbOrTx, agentId: number, playerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: underageMessageRequests.id })
    .from(underageMessageRequests)
    .where(
      and(
        eq(underageMessageRequests.agentId, agentId),
        eq(underageMessageRequests.playerId, playerId),
        eq(underageMessageRequests.status, 'Revoked'),
      ),
    )
    .limit(1);
  return row !== undefined;
}
