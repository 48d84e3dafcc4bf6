import { eq } from 'drizzle-orm';
import { memberChanged } from '../../auth/caller-cache.ts';
import { updateMembers } from '../../auth/member-writes.ts';
import type { Transaction } from '../../db/client.ts';
import { session } from '../../db/schema/index.ts';
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
