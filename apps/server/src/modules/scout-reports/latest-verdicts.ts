import type { TScoutReportVerdict } from '@scouting/contract/scout-reports';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import type { DbOrTx } from '../../db/client.ts';
import { scoutReports } from '../../db/schema/index.ts';

export type LatestVerdict = { reportId: number; verdict: TScoutReportVerdict; watchedOn: string };

/**
 * The author's latest report on each of a page of players (a shortlist's entries), in one query
 * whatever the number of players: DISTINCT ON (player_id) ordered by player and id descending walks
 * scout_reports_author_player_idx (author, player, id desc), one row per player. Only the author's
 * own reports, an admin's included: this is "your latest verdict", not moderation. The caller passes
 * players it already may show; a player without a report by the author is not in the map.
 */
export async function latestVerdicts(
  db: DbOrTx,
  author: Member,
  playerIds: readonly number[],
): Promise<Map<number, LatestVerdict>> {
  if (playerIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([scoutReports.playerId], {
      playerId: scoutReports.playerId,
      reportId: scoutReports.id,
      verdict: scoutReports.verdict,
      watchedOn: scoutReports.watchedOn,
    })
    .from(scoutReports)
    .where(and(eq(scoutReports.authorId, author.id), inArray(scoutReports.playerId, [...new Set(playerIds)])))
    .orderBy(scoutReports.playerId, desc(scoutReports.id));
  return new Map(rows.map(({ playerId, ...latest }) => [playerId, latest]));
}
