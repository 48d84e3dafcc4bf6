import type { TMe } from '@scouting/contract';
import { eq } from 'drizzle-orm';
import type { Caller } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { memberImages } from '../../db/schema/index.ts';
import { fileUrl } from '../../platform/uploads/store-file.ts';

/**
 * The answer of /api/me and /api/session: the caller plus the member's photo for the header. Kept
 * out of the per-request caller so that ordinary requests do not pay for it.
 */
export async function describeCaller(db: Database, caller: Caller): Promise<TMe> {
  if (!caller.member) return { user: caller.user, member: null };
  const [images] = await db
    .select({ profileImageFileId: memberImages.profileImageFileId })
    .from(memberImages)
    .where(eq(memberImages.memberId, caller.member.id))
    .limit(1);
  return { user: caller.user, member: { ...caller.member, profileImageUrl: fileUrl(images?.profileImageFileId) } };
}
