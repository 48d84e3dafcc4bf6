import type { TPitch } from '@scouting/contract/schemas/pitches';
import { asc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pitches } from '../../db/schema/index.ts';
import { selectPitches, toPitch, videoTitles } from './pitch-rows.ts';

/**
 * A member's pitches for their export (decision 061), each whole as its parties read it: an
 * agent's sent, a club's received, a player's about them; `limit` rows per list at most.
 */
export async function exportPitches(
  db: DbOrTx,
  memberId: number,
  limit: number,
): Promise<{ sent: TPitch[]; received: TPitch[]; aboutMe: TPitch[] }> {
  const list = async (where: SQL) => {
    const rows = await selectPitches(db).where(where).orderBy(asc(pitches.id)).limit(limit);
    const titles = await videoTitles(db, rows);
    return rows.map((row) => toPitch(row, titles));
  };
  return {
    sent: await list(eq(pitches.agentId, memberId)),
    received: await list(eq(pitches.clubId, memberId)),
    aboutMe: await list(eq(pitches.playerId, memberId)),
  };
}
