import type { TAccountExport } from '@scouting/contract/schemas/account-export';
import { asc, eq } from 'drizzle-orm';
import { clubNeeds } from '../../db/schema/index.ts';
import { EXPORT_ROWS, type ExportReader, iso, isoOrNull } from '../../platform/account-export/export-values.ts';

/** The requirements a club posted (docs/product.md#club-needs), in its data export. */
export async function exportClubNeeds({ db, member, cut }: ExportReader): Promise<TAccountExport['club']['needs']> {
  const rows = await db
    .select()
    .from(clubNeeds)
    .where(eq(clubNeeds.clubId, member.id))
    .orderBy(asc(clubNeeds.id))
    .limit(EXPORT_ROWS);
  return cut('clubNeeds', rows).map(({ closedBy: _closedBy, ...need }) => ({
    ...need,
    closedAt: isoOrNull(need.closedAt),
    createdAt: iso(need.createdAt),
    updatedAt: iso(need.updatedAt),
  }));
}
