import type { TGuardianLinkSource } from '@scouting/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { guardianLinks } from '../../../db/schema/index.ts';

/**
 * Ties a Parent member to a child (docs/product.md#parents). Idempotent: a parent who confirms again,
 * or is linked again by an admin, keeps the first link and how it was made.
 */
export async function linkGuardian(
  tx: DbOrTx,
  link: { parentId: number; childId: number; confirmedVia: TGuardianLinkSource; guardianTokenId?: number | null },
): Promise<boolean> {
  const inserted = await tx
    .insert(guardianLinks)
    .values({
      parentId: link.parentId,
      childId: link.childId,
      confirmedVia: link.confirmedVia,
      guardianTokenId: link.guardianTokenId ?? null,
    })
    .onConflictDoNothing({ target: [guardianLinks.parentId, guardianLinks.childId] })
    .returning({ id: guardianLinks.id });
  return inserted.length > 0;
}

/** The link between this parent and this child, or undefined: anyone else is answered as for a missing child. */
export async function findGuardianLinkOf(db: DbOrTx, parentId: number, childId: number) {
  const [row] = await db
    .select()
    .from(guardianLinks)
    .where(and(eq(guardianLinks.parentId, parentId), eq(guardianLinks.childId, childId)))
    .limit(1);
  return row;
}
