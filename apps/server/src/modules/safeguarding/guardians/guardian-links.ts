import { MAX_GUARDIANS_PER_CHILD, type TGuardianLinkSource } from '@scouting/contract/guardians';
import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { guardianLinks, members } from '../../../db/schema/index.ts';

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

/** How many guardians the child has now. */
export async function guardianCountOf(tx: DbOrTx, childId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(guardianLinks).where(eq(guardianLinks.childId, childId));
  return row?.n ?? 0;
}

/**
 * Links the parent unless the child already has MAX_GUARDIANS_PER_CHILD guardians (docs/product.md#parents:
 * a child may have two guardians, whichever way each link was made). The child's member row is locked
 * first, so two links confirmed at once cannot make a third. Call inside a transaction.
 */
export async function linkGuardianWithinLimit(
  tx: DbOrTx,
  link: { parentId: number; childId: number; confirmedVia: TGuardianLinkSource; guardianTokenId?: number | null },
): Promise<'linked' | 'already' | 'full'> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, link.childId)).for('update');
  if (await findGuardianLinkOf(tx, link.parentId, link.childId)) return 'already';
  if ((await guardianCountOf(tx, link.childId)) >= MAX_GUARDIANS_PER_CHILD) return 'full';
  await linkGuardian(tx, link);
  return 'linked';
}
