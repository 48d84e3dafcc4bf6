import { GUARDIAN_DOES, GUARDIAN_SEES } from '@scouting/contract/guardians';
import type { TMyGuardians } from '@scouting/contract/schemas/guardians';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { guardianLinks, members } from '../../db/schema/index.ts';

/**
 * GET /api/my-guardians (docs/product.md#parents; the UK Children's Code asks that parental oversight be visible
 * to the child): who the child's guardians are on the network and exactly what they see and do.
 */
export async function myGuardians(db: DbOrTx, childId: number): Promise<TMyGuardians> {
  const rows = await db
    .select({ fullName: members.fullName, linkedAt: guardianLinks.createdAt, linkedVia: guardianLinks.confirmedVia })
    .from(guardianLinks)
    .innerJoin(members, eq(members.id, guardianLinks.parentId))
    .where(and(eq(guardianLinks.childId, childId), isNull(members.deletedAt)))
    .orderBy(guardianLinks.id);
  return {
    guardians: rows.map((row) => ({ ...row, linkedAt: row.linkedAt.toISOString() })),
    sees: [...GUARDIAN_SEES],
    does: [...GUARDIAN_DOES],
  };
}
