import type { TAccountExport } from '@scouting/contract/schemas/account-export';
import { aliasedTable, asc, eq } from 'drizzle-orm';
import { members, scoutReports } from '../../db/schema/index.ts';
import { EXPORT_ROWS, type ExportReader, iso } from '../../platform/account-export/export-values.ts';
import { reportsQuery, toReport } from './report-rows.ts';

/**
 * A member's scouting reports in their data export (decision 053). The author's own reports go in
 * full: they are the author's data. Of the reports about a player, the player receives the fact of
 * each (the day watched, when written, the author's role) and the feedback written for them with
 * its author's name, as /my-feedback shows it; the ratings, potential, verdict, notes and moments
 * are withheld as the author's working judgement, whose disclosure would affect the rights of
 * others (GDPR Art. 15(4)).
 */
export async function exportScoutReports({ db, member, cut }: ExportReader): Promise<TAccountExport['scoutReports']> {
  const written = await reportsQuery(db, eq(scoutReports.authorId, member.id))
    .orderBy(asc(scoutReports.id))
    .limit(EXPORT_ROWS);
  const author = aliasedTable(members, 'author');
  const aboutMe = await db
    .select({
      authorRole: author.role,
      authorName: author.fullName,
      watchedOn: scoutReports.watchedOn,
      writtenAt: scoutReports.createdAt,
      feedbackForPlayer: scoutReports.feedbackForPlayer,
    })
    .from(scoutReports)
    .innerJoin(author, eq(author.id, scoutReports.authorId))
    .where(eq(scoutReports.playerId, member.id))
    .orderBy(asc(scoutReports.id))
    .limit(EXPORT_ROWS);
  return {
    written: cut('scoutReportsWritten', written).map(toReport),
    aboutMe: cut('scoutReportsAboutMe', aboutMe).map((row) => ({
      authorRole: row.authorRole,
      // The author's name comes with the words they addressed to the player, not with a bare report.
      authorName: row.feedbackForPlayer ? row.authorName : null,
      watchedOn: row.watchedOn,
      writtenAt: iso(row.writtenAt),
      feedbackForPlayer: row.feedbackForPlayer,
    })),
  };
}
