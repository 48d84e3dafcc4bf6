import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { members, session } from '../../db/schema/index.ts';
import { announceMemberChanged } from '../live-updates/announce.ts';

/**
 * Suspends a member and ends every session they hold, so they are signed out at once (the
 * sign-in hook then refuses them, and requireMember refuses a session that slipped through).
 */
export async function suspendMember(tx: Transaction, member: { id: number; authUserId: string }): Promise<void> {
  await tx.update(members).set({ suspendedAt: new Date() }).where(eq(members.id, member.id));
  await tx.delete(session).where(eq(session.userId, member.authUserId));
  announceMemberChanged(member.id); // live updates (issue 17): their open streams close once this commits
}
