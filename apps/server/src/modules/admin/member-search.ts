import { ADMIN_MEMBER_SEARCH_LIMIT } from '@scouting/contract/admin';
import type { TAdminMemberMatches, TAdminMemberSearchQuery } from '@scouting/contract/schemas/admin';
import { and, asc, eq, ilike, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { members } from '../../db/schema/index.ts';

/**
 * GET /api/admin/members (docs/product.md#admin-pages): the members whose name or username contains
 * the typed text, a role's only when one is asked, so an admin filters a list by a person rather
 * than by an id. Deleted members are gone; suspended ones stay, since their decisions are on record.
 * The trigram indexes on both columns answer the ILIKE.
 */
export async function searchMembers(db: DbOrTx, { q, role }: TAdminMemberSearchQuery): Promise<TAdminMemberMatches> {
  const words = containing(q);
  const rows = await db
    .select({ id: members.id, fullName: members.fullName, username: members.username, role: members.role })
    .from(members)
    .where(
      and(
        isNull(members.deletedAt),
        or(ilike(members.fullName, words), ilike(members.username, words)),
        role ? eq(members.role, role) : undefined,
      ),
    )
    .orderBy(asc(members.fullName), asc(members.id))
    .limit(ADMIN_MEMBER_SEARCH_LIMIT);
  return { members: rows };
}
