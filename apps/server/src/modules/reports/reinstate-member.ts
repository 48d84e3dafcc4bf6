import { MESSAGES } from '@scouting/contract/messages';
import type { Member } from '../../auth/caller.ts';
import { memberChanged } from '../../auth/caller-cache.ts';
import { updateMembers } from '../../auth/member-writes.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { lockMemberForAdmin } from './suspend-member.ts';

/** POST /api/admin/members/{id}/reinstate: lifts a suspension, on record (docs/product.md#reports-and-suspension). */
export async function reinstateMember(db: Database, admin: Member, memberId: number, note?: string) {
  return db.transaction(async (tx) => {
    const member = await lockMemberForAdmin(tx, memberId);
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
