import type { TAccountExport } from '@scouting/contract/schemas/account-export';
import { aliasedTable, asc, eq } from 'drizzle-orm';
import { clubVerificationRequests, files } from '../../db/schema/index.ts';
import { type ExportReader, iso, isoOrNull } from '../../platform/account-export/export-values.ts';

/** A club's verification requests in its data export, the document by file name. */
export async function exportClubVerification({
  db,
  member,
}: ExportReader): Promise<TAccountExport['club']['verificationRequests']> {
  const clubDocument = aliasedTable(files, 'club_document');
  const rows = await db
    .select({ request: clubVerificationRequests, documentFileName: clubDocument.originalName })
    .from(clubVerificationRequests)
    .leftJoin(clubDocument, eq(clubDocument.id, clubVerificationRequests.documentFileId))
    .where(eq(clubVerificationRequests.clubId, member.id))
    .orderBy(asc(clubVerificationRequests.id));
  return rows.map(({ request, documentFileName }) => ({
    id: request.id,
    federation: request.federation,
    registrationNumber: request.registrationNumber,
    documentFileName,
    status: request.status,
    reason: request.reason,
    createdAt: iso(request.createdAt),
    reviewedAt: isoOrNull(request.reviewedAt),
  }));
}
