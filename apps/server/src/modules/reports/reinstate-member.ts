import { MESSAGES } from '@scouting/contract/messages';
import { REFUSAL_MESSAGES } from '@scouting/contract/refusals';
import { eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import { memberChanged } from '../../auth/caller-cache.ts';
import { updateMembers } from '../../auth/member-writes.ts';
import type { Database } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../audit/record-audit.ts';

/** POST /api/admin/members/{id}/reinstate: lifts a suspension, on record (docs/product.md#reports-and-suspension). */
export async function reinstateMember(db: Database, admin: Member, memberId: number, note?: string) {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({
        id: members.id,
        fullName: members.fullName,
        suspendedAt: members.suspendedAt,
        deletedAt: members.deletedAt,
      })
      .from(members)
      .where(eq(members.id, memberId))
      .for('update');
    // A deleted account (decision 024) is not suspended: there is nobody to let back in.
    if (!member || member.deletedAt) throw new AppError('NOT_FOUND', REFUSAL_MESSAGES.memberNotFound);
    if (!member.suspendedAt) throw new AppError('CONFLICT', MESSAGES.memberNotSuspended);
    await updateMembers(tx, memberId, { suspendedAt: null });
    memberChanged(memberId);
    await recordAudit(tx, {
      actor: admin,
      action: 'member.reinstated',
      subject: { id: member.id, fullName: member.fullName },
      reason: note || null,
    });
    return { message: MESSAGES.memberReinstated };
  });
}
