import type { TAccountExport } from '@scouting/contract/schemas/account-export';
import { asc, eq } from 'drizzle-orm';
import { savedSearches } from '../../db/schema/index.ts';
import { type ExportReader, iso } from '../../platform/account-export/export-values.ts';

/** A member's saved player searches in their data export: a few per member, so read whole. */
export async function exportSavedSearches({ db, member }: ExportReader): Promise<TAccountExport['savedSearches']> {
  const rows = await db
    .select({ name: savedSearches.name, filters: savedSearches.filters, createdAt: savedSearches.createdAt })
    .from(savedSearches)
    .where(eq(savedSearches.memberId, member.id))
    .orderBy(asc(savedSearches.id));
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
}
