import { REFUSAL_MESSAGES } from '@scouting/contract/refusals';
import { eq } from 'drizzle-orm';
import { memberChanged } from '../../auth/caller-cache.ts';
import { updateMembers } from '../../auth/member-writes.ts';
import type { Transaction } from '../../db/client.ts';
import { members, session } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { announceMemberChanged } from '../../platform/live-updates/announce.ts';

/**
 * Suspends a member and ends every session they hold, so they are signed out at once (the
 * sign-in hook then refuses them, and requireMember refuses a session that slipped through).
 */
export async function suspendMember(tx: Transaction, member: { id: number; authUserId: string | null }): Promise<void> {
  await updateMembers(tx, member.id, { suspendedAt: new Date() });
  if (member.authUserId) await tx.delete(session).where(eq(session.userId, member.authUserId));
  // Cached lookups of this member end with the request; the sessions are gone, so it is signed out,
  // and their open event streams close once this commits (decision 017).
  memberChanged(member.id);
  announceMemberChanged(member.id);
}

/**
 * The member an admin suspends or reinstates, locked so two admins' decisions count one after the
 * other. A deleted account (decision 024) is not there: nobody is left to suspend or let back in (404).
 */
export async function lockMemberForAdmin(tx: Transaction, memberId: number) {
  const [member] = await tx
    .select({
      id: members.id,
      fullName: members.fullName,
      role: members.role,
      authUserId: members.authUserId,
      suspendedAt: members.suspendedAt,
      deletedAt: members.deletedAt,
    })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  if (!member || member.deletedAt) throw new AppError('NOT_FOUND', REFUSAL_MESSAGES.memberNotFound);
  return member;
}
