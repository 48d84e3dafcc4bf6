import type { TAccountExport } from '@scouting/contract/schemas/account-export';
import { aliasedTable, asc, eq } from 'drizzle-orm';
import { members, reports } from '../../db/schema/index.ts';
import { EXPORT_ROWS, type ExportReader, iso } from '../../platform/account-export/export-values.ts';

/** The reports a member made, the reported member by name, in their data export. */
export async function exportReportsMade({
  db,
  member,
  cut,
}: ExportReader): Promise<TAccountExport['safeguarding']['reportsMade']> {
  const subject = aliasedTable(members, 'subject');
  const rows = await db
    .select({
      id: reports.id,
      subjectType: reports.subjectType,
      subjectName: subject.fullName,
      reason: reports.reason,
      details: reports.details,
      status: reports.status,
      createdAt: reports.createdAt,
    })
    .from(reports)
    .innerJoin(subject, eq(subject.id, reports.subjectMemberId))
    .where(eq(reports.reporterId, member.id))
    .orderBy(asc(reports.id))
    .limit(EXPORT_ROWS);
  return cut('reportsMade', rows).map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
}
