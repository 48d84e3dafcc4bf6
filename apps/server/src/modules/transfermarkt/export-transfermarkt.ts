import type { TAccountExport } from '@scouting/contract/schemas/account-export';
import { asc, eq, inArray } from 'drizzle-orm';
import { transfermarktApplications, transfermarktClubHistory } from '../../db/schema/index.ts';
import { type ExportReader, iso, isoOrNull } from '../../platform/account-export/export-values.ts';

/** A player's Transfermarkt applications in their data export, each with the clubs it listed. */
export async function exportTransfermarkt({
  db,
  member,
}: ExportReader): Promise<TAccountExport['transfermarktApplications']> {
  const rows = await db
    .select()
    .from(transfermarktApplications)
    .where(eq(transfermarktApplications.playerId, member.id))
    .orderBy(asc(transfermarktApplications.id));
  const clubHistory = rows.length
    ? await db
        .select()
        .from(transfermarktClubHistory)
        .where(
          inArray(
            transfermarktClubHistory.applicationId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(transfermarktClubHistory.applicationId), asc(transfermarktClubHistory.position))
    : [];
  const clubsByApplication = Map.groupBy(clubHistory, (row) => row.applicationId);
  return rows.map(({ id, status, rejectionReason, createdAt, reviewedAt, playerId: _, ...details }) => ({
    id,
    status,
    rejectionReason,
    createdAt: iso(createdAt),
    reviewedAt: isoOrNull(reviewedAt),
    details,
    clubHistory: (clubsByApplication.get(id) ?? []).map(({ id: _id, applicationId: _app, ...club }) => club),
  }));
}
