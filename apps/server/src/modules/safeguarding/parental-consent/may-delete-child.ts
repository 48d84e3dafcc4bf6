import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { type guardianTokens, players } from '../../../db/schema/index.ts';

type ConsentToken = typeof guardianTokens.$inferSelect;

/**
 * Whether this consent link may delete the child's account (docs/product.md#deleting-an-account, the UK Children's Code):
 * it is the link the parent answered with (spent), for the parent address the child still gives,
 * and the parent has answered (confirmed, or refused and wants the account closed). The link stops
 * working with the deletion itself: the child's links are erased with the account.
 */
export async function mayDeleteChild(db: DbOrTx, row: ConsentToken): Promise<boolean> {
  if (!row.usedAt) return false;
  const [child] = await db
    .select({ parentEmail: players.parentEmail, parentConsent: players.parentConsent })
    .from(players)
    .where(eq(players.memberId, row.playerId))
    .limit(1);
  return (
    child?.parentEmail?.toLowerCase() === row.parentEmail.toLowerCase() &&
    (child.parentConsent === 'confirmed' || child.parentConsent === 'refused')
  );
}
