import { ageFromBirthYearMonth } from '@scouting/contract/age';
import { COMPARE_CORNERS, COMPARE_MIN_RATINGS, percentileOf, positionGroupOf } from '@scouting/contract/compare';
import { POSITIONS_BY_GROUP, type TGeneralPosition } from '@scouting/contract/constants';
import { MESSAGES } from '@scouting/contract/messages';
import type { TComparedPlayer, TCompareResponse } from '@scouting/contract/schemas/compare';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Member, toMember } from '../../auth/caller.ts';
import type { DbOrTx } from '../../db/client.ts';
import { members, players, videos } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { canSeeMember, visiblePlayersCondition } from '../safeguarding/visible-player.ts';
import type { PlayerReportAverages, ReportAverages } from './report-averages.ts';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The position group of the copy of the primary position kept on videos, in SQL. */
const groupOfVideo = sql`case ${sql.join(
  Object.entries(POSITIONS_BY_GROUP).map(
    ([group, positions]) =>
      sql`when ${videos.playerPrimaryPosition} in (${sql.join(
        positions.map((position) => sql`${position}`),
        sql`, `,
      )}) then ${group}`,
  ),
  sql` `,
)} end`;

/** The pool's visibility rule on the copies of the player's facts kept on videos (decision 016). */
const poolPlayerColumns = { id: videos.playerId, dob: videos.playerDob, parentConsent: videos.playerParentConsent };

type RatingTarget = { id: number; group: TGeneralPosition; average: number };

/**
 * Where each target's rating average stands among the players of its position group whom the
 * viewer may see and who have at least COMPARE_MIN_RATINGS ratings on shown videos: one query for
 * every target, counting below and equal in the database rather than reading the pool.
 */
async function ratingPercentiles(db: DbOrTx, viewer: Member, targets: RatingTarget[]) {
  const result = new Map<number, { percentile: number; among: number }>();
  if (targets.length === 0) return result;
  const conditions: (SQL | undefined)[] = [
    eq(videos.hidden, false),
    eq(videos.status, 'Ready'),
    eq(videos.playerRemoved, false),
    visiblePlayersCondition(viewer, new Date(), poolPlayerColumns),
  ];
  const values = sql.join(
    targets.map((target) => sql`(${target.id}::int, ${target.group}::text, ${target.average}::float8)`),
    sql`, `,
  );
  const answer = (await db.execute(sql`
    with pool as (
      select ${groupOfVideo} as grp, sum(${videos.ratingSum})::float8 / sum(${videos.ratingCount}) as average
      from ${videos}
      where ${and(...conditions)}
      group by ${videos.playerId}, ${videos.playerPrimaryPosition}
      having sum(${videos.ratingCount}) >= ${COMPARE_MIN_RATINGS}
    ), targets(id, grp, average) as (values ${values})
    select t.id as id,
      count(p.average) filter (where p.average < t.average)::int as below,
      count(p.average) filter (where p.average = t.average)::int as equal,
      count(p.average)::int as among
    from targets t left join pool p on p.grp = t.grp
    group by t.id`)) as unknown as { rows: { id: number; below: number; equal: number; among: number }[] };
  for (const row of answer.rows) {
    const among = Number(row.among);
    const percentile = among === 0 ? 0 : Math.round(((Number(row.below) + Number(row.equal) / 2) / among) * 100);
    result.set(Number(row.id), { percentile, among });
  }
  return result;
}

/**
 * GET /api/compare (docs/product.md#side-by-side): two to four players the viewer may see, side by side. One
 * query per kind of fact for all of them: the players, their ratings, the viewer's report
 * averages, the rating percentiles. A player the viewer may not see answers 404 as a missing one.
 */
export async function comparePlayers(
  db: DbOrTx,
  viewer: Member,
  ids: number[],
  reportAverages: ReportAverages,
): Promise<TCompareResponse> {
  const rows = await db
    .select({
      id: members.id,
      role: members.role,
      fullName: members.fullName,
      username: members.username,
      dob: members.dob,
      country: members.country,
      suspendedAt: members.suspendedAt,
      profileHiddenAt: members.profileHiddenAt,
      parentEmail: players.parentEmail,
      parentConsent: players.parentConsent,
      primaryPosition: players.primaryPosition,
      secondaryPosition: players.secondaryPosition,
      preferredFoot: players.preferredFoot,
      heightM: players.heightM,
      currentClub: players.currentClub,
    })
    .from(players)
    .innerJoin(members, eq(members.id, players.memberId))
    .where(inArray(players.memberId, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const id of ids) {
    const row = byId.get(id);
    if (!row || !canSeeMember(viewer, toMember({ ...row, verificationStatus: null }))) {
      throw new AppError('NOT_FOUND', MESSAGES.playerNotFound);
    }
  }

  const totals = await db
    .select({
      playerId: videos.playerId,
      sum: sql<number>`coalesce(sum(${videos.ratingSum}), 0)`.mapWith(Number),
      count: sql<number>`coalesce(sum(${videos.ratingCount}), 0)`.mapWith(Number),
    })
    .from(videos)
    // The average of what is shown, as GET /api/player-average-rating gives it.
    .where(and(inArray(videos.playerId, ids), eq(videos.hidden, false)))
    .groupBy(videos.playerId);
  const ratingOf = new Map(totals.map((total) => [total.playerId, { sum: total.sum, count: total.count }] as const));

  const groups = [...new Set(rows.map((row) => positionGroupOf(row.primaryPosition)))];
  const positions = groups.flatMap((group) => POSITIONS_BY_GROUP[group]);
  const reported = await reportAverages(db, viewer.id, positions);
  const reportsOf = new Map(reported.map((entry) => [entry.playerId, entry]));

  const ratingTargets = ids.flatMap((id): RatingTarget[] => {
    const row = byId.get(id);
    const rating = ratingOf.get(id);
    if (!row || !rating || rating.count < COMPARE_MIN_RATINGS) return [];
    return [{ id, group: positionGroupOf(row.primaryPosition), average: rating.sum / rating.count }];
  });
  const ratingRanks = await ratingPercentiles(db, viewer, ratingTargets);

  return {
    players: ids.map((id): TComparedPlayer => {
      const row = byId.get(id);
      if (!row) throw new AppError('NOT_FOUND', MESSAGES.playerNotFound);
      const group = positionGroupOf(row.primaryPosition);
      const rating = ratingOf.get(id) ?? { sum: 0, count: 0 };
      const own = reportsOf.get(id);
      return {
        id,
        fullName: row.fullName,
        age: row.dob ? ageFromBirthYearMonth(row.dob) : null,
        primaryPosition: row.primaryPosition,
        secondaryPosition: row.secondaryPosition,
        positionGroup: group,
        preferredFoot: row.preferredFoot,
        heightM: row.heightM,
        currentClub: row.currentClub,
        country: row.country,
        rating: { average: rating.count > 0 ? round2(rating.sum / rating.count) : 0, count: rating.count },
        reports: {
          count: own?.reportCount ?? 0,
          corners: cornersOf((corner) => {
            const value = own?.corners[corner];
            return value === null || value === undefined ? null : round2(value);
          }),
        },
        percentiles: own ? reportPercentiles(own, group, reported) : ratingBasis(ratingRanks.get(id)),
      };
    }),
  };
}

function cornersOf(value: (corner: (typeof COMPARE_CORNERS)[number]) => number | null) {
  const [technical, tactical, physical, mental] = COMPARE_CORNERS.map(value);
  return {
    technical: technical ?? null,
    tactical: tactical ?? null,
    physical: physical ?? null,
    mental: mental ?? null,
  };
}

/** Each corner among the players of the group the viewer reported on and rated in that corner. */
function reportPercentiles(
  own: PlayerReportAverages,
  group: TGeneralPosition,
  reported: PlayerReportAverages[],
): TComparedPlayer['percentiles'] {
  const peers = reported.filter((entry) => positionGroupOf(entry.primaryPosition) === group);
  return {
    basis: 'reports',
    among: peers.length,
    corners: cornersOf((corner) => {
      const value = own.corners[corner];
      if (value === null) return null;
      const values = peers.flatMap((entry) => {
        const other = entry.corners[corner];
        return other === null ? [] : [other];
      });
      return percentileOf(value, values);
    }),
  };
}

/** No report of the viewer's: the pool's rating percentile stands for every corner. */
function ratingBasis(rank: { percentile: number; among: number } | undefined): TComparedPlayer['percentiles'] {
  const value = rank?.percentile ?? null;
  return {
    basis: 'ratings',
    among: rank?.among ?? 0,
    corners: { technical: value, tactical: value, physical: value, mental: value },
  };
}
