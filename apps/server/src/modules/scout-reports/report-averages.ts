import { COMPARE_CORNERS, type TCompareCorner } from '@scouting/contract/compare';
import type { TSpecificPosition } from '@scouting/contract/constants';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { players, scoutReports } from '../../db/schema/index.ts';
import type { PlayerReportAverages } from '../compare/report-averages.ts';

/**
 * The author's report averages per corner (docs/product.md#side-by-side), in one query: every
 * attribute the author rated across their reports on a player counts once, an attribute left out
 * (not seen) not at all, so a corner never rated stays null. Reports are the author's own: nobody
 * else's judgement reaches their comparison.
 */
export async function authorReportAverages(
  db: DbOrTx,
  authorId: number,
  positions: readonly TSpecificPosition[],
): Promise<PlayerReportAverages[]> {
  if (positions.length === 0) return [];
  const cornerAverage = (corner: TCompareCorner) =>
    sql<number | null>`avg(rating.value::numeric) filter (where corner.key = ${corner})`.mapWith((value) =>
      value === null ? null : Number(value),
    );
  const rows = await db
    .select({
      playerId: scoutReports.playerId,
      primaryPosition: players.primaryPosition,
      reportCount: sql<number>`count(distinct ${scoutReports.id})`.mapWith(Number),
      technical: cornerAverage('technical'),
      tactical: cornerAverage('tactical'),
      physical: cornerAverage('physical'),
      mental: cornerAverage('mental'),
    })
    .from(scoutReports)
    .innerJoin(players, eq(players.memberId, scoutReports.playerId))
    // A report with nothing rated still counts as a report: left joins keep it.
    .leftJoin(sql`lateral jsonb_each(${scoutReports.ratings}) as corner(key, value)`, sql`true`)
    .leftJoin(sql`lateral jsonb_each_text(corner.value) as rating(key, value)`, sql`true`)
    .where(and(eq(scoutReports.authorId, authorId), inArray(players.primaryPosition, [...positions])))
    .groupBy(scoutReports.playerId, players.primaryPosition);
  return rows.map((row) => ({
    playerId: row.playerId,
    primaryPosition: row.primaryPosition,
    reportCount: row.reportCount,
    corners: Object.fromEntries(COMPARE_CORNERS.map((corner) => [corner, row[corner]])) as Record<
      TCompareCorner,
      number | null
    >,
  }));
}
