import { ADMIN_MESSAGES } from '@scouting/contract/admin';
import type { Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { notify } from '../notifications/notify.ts';
import { lockMemberForAdmin, suspendMember } from './suspend-member.ts';

/**
 * POST /api/admin/members/{id}/suspend (docs/product.md#admin-pages): an admin suspends a member from their
 * profile, beside reinstate; this is how an account whose parent refused consent is closed. The
 * same suspension as a report's decision (suspendMember: signed out everywhere at once), on record
 * with the reason. An admin cannot suspend themselves or another admin.
 */
export async function suspendMemberByAdmin(db: Database, admin: Member, memberId: number, reason: string) {
  if (memberId === admin.id) throw new AppError('CONFLICT', ADMIN_MESSAGES.cannotSuspendYourself);
  return db.transaction(async (tx) => {
    const member = await lockMemberForAdmin(tx, memberId);
    if (member.role === 'Admin') throw new AppError('CONFLICT', ADMIN_MESSAGES.cannotSuspendAdmin);
    if (member.suspendedAt) throw new AppError('CONFLICT', ADMIN_MESSAGES.memberAlreadySuspended);
    await suspendMember(tx, member);
    // Seen when an admin reinstates them; a suspended member cannot sign in meanwhile.
    await notify(tx, member.id, 'member_suspended', { key: 'memberSuspended', values: { reason } });
    await recordAudit(tx, {
      actor: admin,
      action: 'member.suspended',
      subject: { id: member.id, fullName: member.fullName },
      target: { type: 'member', id: member.id },
      reason,
    });
    return { message: ADMIN_MESSAGES.memberSuspendedNotice };
  });
}
