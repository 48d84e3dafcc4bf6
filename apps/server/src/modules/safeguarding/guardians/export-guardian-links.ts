import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { guardianLinks, members } from '../../../db/schema/index.ts';
import { type ExportReader, iso } from '../../../platform/account-export/export-values.ts';

/**
 * A member's guardian links in their data export (docs/product.md#parents, docs/product.md#deleting-an-account): as a parent,
 * their children; as a child, their guardians with an account. Few rows by nature (a family).
 */
export async function exportGuardianLinks({ db, member }: ExportReader) {
  const other = alias(members, 'other');
  const select = () =>
    db
      .select({ fullName: other.fullName, linkedAt: guardianLinks.createdAt, linkedVia: guardianLinks.confirmedVia })
      .from(guardianLinks);
  const children = await select()
    .innerJoin(other, eq(other.id, guardianLinks.childId))
    .where(eq(guardianLinks.parentId, member.id))
    .orderBy(guardianLinks.id);
  const guardians = await select()
    .innerJoin(other, eq(other.id, guardianLinks.parentId))
    .where(eq(guardianLinks.childId, member.id))
    .orderBy(guardianLinks.id);
  const shape = (row: { fullName: string; linkedAt: Date; linkedVia: string }) => ({
    fullName: row.fullName,
    linkedAt: iso(row.linkedAt),
    linkedVia: row.linkedVia,
  });
  return { children: children.map(shape), guardians: guardians.map(shape) };
}
