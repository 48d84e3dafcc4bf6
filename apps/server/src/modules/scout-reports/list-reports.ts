import type { TSpecificPosition } from '@scouting/contract/constants';
import { idCursor } from '@scouting/contract/schemas/paging';
import type { TMyFeedbackPage, TScoutReportPage, TScoutReportTemplate } from '@scouting/contract/schemas/scout-reports';
import { scoutReportTemplate, type TScoutReportVerdict } from '@scouting/contract/scout-reports';
import { aliasedTable, and, eq, isNotNull } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import type { DbOrTx } from '../../db/client.ts';
import { keyset } from '../../db/paging.ts';
import { members, players, scoutReports } from '../../db/schema/index.ts';
import { assertCanSeePlayer } from '../safeguarding/visible-player.ts';
import { playerShownTo, readableBy, summariesQuery, toSummary } from './report-rows.ts';

const newestFirst = keyset(idCursor, [{ column: scoutReports.id, order: 'desc' }]);

/** GET /api/scout-report-template: the corners for a position (a goalkeeper's technical list is their own). */
export function reportTemplate(position: TSpecificPosition | undefined): TScoutReportTemplate {
  return scoutReportTemplate(position);
}

/**
 * GET /api/scout-reports: the caller's own reports, newest first (an admin's: every author's, for
 * moderation), by player, verdict and the player's position. Served by scout_reports_author_created_idx
 * and, for one player, scout_reports_author_player_idx.
 */
export async function listScoutReports(
  db: DbOrTx,
  reader: Member,
  query: {
    limit: number;
    cursor?: [number] | undefined;
    playerId?: number | undefined;
    verdict?: TScoutReportVerdict | undefined;
    position?: TSpecificPosition | undefined;
  },
): Promise<TScoutReportPage> {
  // Asking about one player the caller may not see answers as that player's profile does: 404.
  if (query.playerId !== undefined && reader.role !== 'Admin') await assertCanSeePlayer(db, reader, query.playerId);
  const rows = await summariesQuery(
    db,
    and(
      readableBy(reader),
      playerShownTo(reader),
      query.playerId === undefined ? undefined : eq(scoutReports.playerId, query.playerId),
      query.verdict === undefined ? undefined : eq(scoutReports.verdict, query.verdict),
      query.position === undefined ? undefined : eq(players.primaryPosition, query.position),
      newestFirst.after(query.cursor),
    ),
  )
    .orderBy(...newestFirst.orderBy)
    .limit(newestFirst.fetch(query.limit));
  const { rows: pageRows, nextCursor } = newestFirst.page(rows, query.limit, (row) => [row.id]);
  return { reports: pageRows.map((row) => toSummary(row)), nextCursor };
}

/**
 * GET /api/my-feedback: the words authors wrote for the player, with the author's name and role,
 * newest first. Never the ratings, the verdict or the author's notes: those are the author's
 * working judgement (decision 053).
 */
export async function myFeedback(
  db: DbOrTx,
  player: Member,
  page: { limit: number; cursor?: [number] | undefined },
): Promise<TMyFeedbackPage> {
  const author = aliasedTable(members, 'author');
  const rows = await db
    .select({
      id: scoutReports.id,
      authorName: author.fullName,
      authorRole: author.role,
      text: scoutReports.feedbackForPlayer,
      watchedOn: scoutReports.watchedOn,
      createdAt: scoutReports.createdAt,
    })
    .from(scoutReports)
    .innerJoin(author, eq(author.id, scoutReports.authorId))
    .where(
      and(
        eq(scoutReports.playerId, player.id),
        isNotNull(scoutReports.feedbackForPlayer),
        newestFirst.after(page.cursor),
      ),
    )
    .orderBy(...newestFirst.orderBy)
    .limit(newestFirst.fetch(page.limit));
  const { rows: pageRows, nextCursor } = newestFirst.page(rows, page.limit, (row) => [row.id]);
  return {
    feedback: pageRows.map((row) => ({
      reportId: row.id,
      authorName: row.authorName,
      authorRole: row.authorRole,
      text: row.text ?? '',
      watchedOn: row.watchedOn,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor,
  };
}
