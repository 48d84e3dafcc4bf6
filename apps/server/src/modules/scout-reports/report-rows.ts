import { ageFromBirthYearMonth } from '@scouting/contract/age';
import type { TScoutReport, TScoutReportSummary } from '@scouting/contract/schemas/scout-reports';
import { SCOUT_REPORT_MESSAGES } from '@scouting/contract/scout-reports';
import { aliasedTable, and, eq, isNull, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Member } from '../../auth/caller.ts';
import type { DbOrTx } from '../../db/client.ts';
import { playerCardColumns } from '../../db/player-card.ts';
import { memberImages, members, players, scoutReports } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { fileUrl } from '../../platform/uploads/store-file.ts';
import { visiblePlayersCondition } from '../safeguarding/visible-player.ts';

const author = aliasedTable(members, 'author');

const summaryColumns = {
  id: scoutReports.id,
  authorId: author.id,
  authorName: author.fullName,
  authorRole: author.role,
  watchedOn: scoutReports.watchedOn,
  watchedVia: scoutReports.watchedVia,
  potential: scoutReports.potential,
  verdict: scoutReports.verdict,
  createdAt: scoutReports.createdAt,
  player: playerCardColumns,
};

const reportColumns = {
  ...summaryColumns,
  competition: scoutReports.competition,
  opponent: scoutReports.opponent,
  minutesWatched: scoutReports.minutesWatched,
  videoId: scoutReports.videoId,
  ratings: scoutReports.ratings,
  strengths: scoutReports.strengths,
  weaknesses: scoutReports.weaknesses,
  summary: scoutReports.summary,
  feedbackForPlayer: scoutReports.feedbackForPlayer,
  moments: scoutReports.moments,
  updatedAt: scoutReports.updatedAt,
};

/**
 * Reports are shown only while their reader may still see the player (docs/product.md#who-may-see-whom):
 * a minor whose parent withdrew, a suspended or hidden member drop out of the author's reports, as
 * from their shortlists; admins see every report for moderation.
 */
export function playerShownTo(viewer: Member, today = new Date()): SQL | undefined {
  if (viewer.role === 'Admin') return undefined;
  return and(visiblePlayersCondition(viewer, today), isNull(members.suspendedAt), isNull(members.profileHiddenAt));
}

/** Whose reports a reader reads: their own; an admin every author's (moderation). */
export function readableBy(viewer: Member): SQL | undefined {
  return viewer.role === 'Admin' ? undefined : eq(scoutReports.authorId, viewer.id);
}

// The joins of both selections: the author, the player with their profile facts and picture.
const withProfile = <Query extends PgSelect>(query: Query) =>
  query
    .innerJoin(author, eq(author.id, scoutReports.authorId))
    .innerJoin(members, eq(members.id, scoutReports.playerId))
    .innerJoin(players, eq(players.memberId, members.id))
    .leftJoin(memberImages, eq(memberImages.memberId, members.id));

export const summariesQuery = (db: DbOrTx, where: SQL | undefined) =>
  withProfile(db.select(summaryColumns).from(scoutReports).$dynamic()).where(where);

export const reportsQuery = (db: DbOrTx, where: SQL | undefined) =>
  withProfile(db.select(reportColumns).from(scoutReports).$dynamic()).where(where);

type SummaryRow = Awaited<ReturnType<typeof summariesQuery>>[number];
type ReportRow = Awaited<ReturnType<typeof reportsQuery>>[number];

export function toSummary(row: SummaryRow, today = new Date()): TScoutReportSummary {
  return {
    id: row.id,
    author: { id: row.authorId, fullName: row.authorName, role: row.authorRole },
    player: {
      id: row.player.id,
      fullName: row.player.fullName,
      age: row.player.dob ? ageFromBirthYearMonth(row.player.dob, today) : null,
      country: row.player.country,
      primaryPosition: row.player.primaryPosition,
      currentClub: row.player.currentClub,
      profileImageUrl: fileUrl(row.player.profileImageFileId),
    },
    watchedOn: row.watchedOn,
    watchedVia: row.watchedVia,
    potential: row.potential,
    verdict: row.verdict,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toReport(row: ReportRow): TScoutReport {
  const { createdAt: _created, ...summary } = toSummary(row);
  return {
    ...summary,
    competition: row.competition,
    opponent: row.opponent,
    minutesWatched: row.minutesWatched,
    videoId: row.videoId,
    // Stored as validated: every present attribute has its 1-5 rating.
    ratings: row.ratings as TScoutReport['ratings'],
    strengths: row.strengths,
    weaknesses: row.weaknesses,
    summary: row.summary,
    feedbackForPlayer: row.feedbackForPlayer,
    moments: row.moments,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * One report as its reader sees it: the author's own (while they may see the player), any for an
 * admin. Anyone else, and a report that is not there, answer the same 404.
 */
export async function findReport(db: DbOrTx, reader: Member, reportId: number): Promise<TScoutReport> {
  const [row] = await reportsQuery(
    db,
    and(eq(scoutReports.id, reportId), readableBy(reader), playerShownTo(reader)),
  ).limit(1);
  if (!row) throw new AppError('NOT_FOUND', SCOUT_REPORT_MESSAGES.reportNotFound);
  return toReport(row);
}
