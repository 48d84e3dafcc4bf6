import { pitchAnswerStats } from '@scouting/contract/pitches';
import type { TPitchAnswerStats } from '@scouting/contract/schemas/pitches';
import { count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pitches } from '../../db/schema/index.ts';

/**
 * How a club answers pitches, for its profile (decision 061): one aggregate over pitches_club_idx,
 * the median time to a first answer in days. Nothing is shown below five pitches.
 */
export async function clubPitchAnswerStats(db: DbOrTx, clubId: number): Promise<TPitchAnswerStats | null> {
  const [row] = await db
    .select({
      pitches: count(),
      answered: count(pitches.answeredAt),
      medianDays: sql<
        string | null
      >`percentile_cont(0.5) within group (order by extract(epoch from (${pitches.answeredAt} - ${pitches.createdAt})) / 86400)`,
    })
    .from(pitches)
    .where(eq(pitches.clubId, clubId));
  if (!row) return null;
  return pitchAnswerStats({
    pitches: Number(row.pitches),
    answered: Number(row.answered),
    medianDays: row.medianDays === null ? null : Number(row.medianDays),
  });
}
