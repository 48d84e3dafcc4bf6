import { ACCOUNT_DATA_MESSAGES } from '@scouting/contract/account-data';
import { APPLICATION_MESSAGES } from '@scouting/contract/application-status';
import { MESSAGES } from '@scouting/contract/messages';
import { canSeePlayer } from '@scouting/contract/safeguarding';
import { and, eq, isNotNull } from 'drizzle-orm';
import { loadMember, type Member } from '../../auth/caller.ts';
import type { DbOrTx } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import { underageRequestStatus } from '../safeguarding/contact-requests/service.ts';

/**
 * Why this member may not write to this partner, or null when they may. An agent writes to a minor
 * only while an admin's approval stands (docs/product.md#contact-requests); once a parent revoked it the
 * thread stays readable for both and the minor can still reply, but the agent cannot write.
 */
export async function writeBlockReason(db: DbOrTx, writer: Member, partnerId: number): Promise<string | null> {
  // A member who deleted their account (decision 024) stays readable as "Deleted member", never written to.
  const [gone] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.id, partnerId), isNotNull(members.deletedAt)))
    .limit(1);
  if (gone) return ACCOUNT_DATA_MESSAGES.partnerDeleted;
  if (writer.role === 'Player' || writer.role === 'Admin') return null;
  const partner = await loadMember(db, partnerId);
  if (!partner?.isMinor) return null;
  // Scouts and clubs write back to adult applicants only (docs/product.md#contact-requests).
  if (writer.role !== 'Agent') return APPLICATION_MESSAGES.messageOnlyAdultApplicants;
  // An approval holds only while the parent's consent does (docs/product.md#contact-requests): re-checked on every send.
  if (partner.consent !== 'confirmed') return MESSAGES.underageConsentNotConfirmed;
  if (!canSeePlayer(writer, partner)) return MESSAGES.underageApprovalRequired;
  const status = await underageRequestStatus(db, writer.id, partnerId);
  if (status === 'Approved') return null;
  return status === 'Revoked' ? MESSAGES.underageApprovalRevoked : MESSAGES.underageApprovalRequired;
}
