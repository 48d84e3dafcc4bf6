import type { Member } from '../../auth/caller.ts';
import type { members } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

type MemberRow = typeof members.$inferSelect;

/**
 * The agent profile's reading rules, shared by the scout and club profiles: any member may read a
 * profile, but a suspended member or a profile an admin hid is gone for everyone except its owner
 * and admins (docs/product.md#reports-and-suspension). Answers whether the viewer sees the private fields.
 */
export function ownerViewOrRefuse(viewer: Member, member: MemberRow, notFound: string): boolean {
  const ownerView = viewer.id === member.id || viewer.role === 'Admin';
  if (!ownerView && (member.suspendedAt || member.profileHiddenAt)) throw new AppError('NOT_FOUND', notFound);
  return ownerView;
}
