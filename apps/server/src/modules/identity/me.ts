import type { TMe } from '@scouting/contract/schemas/system';
import { eq } from 'drizzle-orm';
import type { Caller } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { memberImages } from '../../db/schema/index.ts';
import { readAccountLanguage } from '../../http/caller-language.ts';
import { fileUrl } from '../../platform/uploads/store-file.ts';

/**
 * The answer of /api/me and /api/session: the caller plus the member's photo for the header and the
 * account's language (docs/product.md#languages). Kept
 * out of the per-request caller so that ordinary requests do not pay for it.
 */
export async function describeCaller(db: Database, caller: Caller): Promise<TMe> {
  const member = caller.member;
  // Both asked at once: on PostgreSQL the session answer waits for one round trip, not two.
  const [language, images] = await Promise.all([
    readAccountLanguage(db, caller.user.id),
    member
      ? db
          .select({ profileImageFileId: memberImages.profileImageFileId })
          .from(memberImages)
          .where(eq(memberImages.memberId, member.id))
          .limit(1)
          .then(([row]) => row)
      : undefined,
  ]);
  if (!member) return { user: caller.user, member: null, language };
  return {
    user: caller.user,
    member: { ...member, profileImageUrl: fileUrl(images?.profileImageFileId) },
    language,
  };
}
