import type { TAccountExport } from '@scouting/contract/schemas/account-export';
import { aliasedTable, asc, eq } from 'drizzle-orm';
import { agentVerificationRequests, files } from '../../db/schema/index.ts';
import { type ExportReader, iso, isoOrNull } from '../../platform/account-export/export-values.ts';

/** An agent's verification requests in their data export, their documents by file name. */
export async function exportVerification({
  db,
  member,
}: ExportReader): Promise<TAccountExport['verificationRequests']> {
  const licenseFile = aliasedTable(files, 'license_file');
  const idFile = aliasedTable(files, 'id_file');
  const rows = await db
    .select({
      request: agentVerificationRequests,
      licenseFileName: licenseFile.originalName,
      idFileName: idFile.originalName,
    })
    .from(agentVerificationRequests)
    .leftJoin(licenseFile, eq(licenseFile.id, agentVerificationRequests.licenseFileId))
    .leftJoin(idFile, eq(idFile.id, agentVerificationRequests.idFileId))
    .where(eq(agentVerificationRequests.agentId, member.id))
    .orderBy(asc(agentVerificationRequests.id));
  return rows.map(({ request, licenseFileName, idFileName }) => ({
    id: request.id,
    fullName: request.fullName,
    licenseNumber: request.licenseNumber,
    issuingBody: request.issuingBody,
    agencyName: request.agencyName,
    agencyWebsite: request.agencyWebsite,
    licenseFileName,
    idFileName,
    reviewed: request.reviewed,
    approved: request.approved,
    rejectionReason: request.rejectionReason,
    createdAt: iso(request.createdAt),
    reviewedAt: isoOrNull(request.reviewedAt),
  }));
}
