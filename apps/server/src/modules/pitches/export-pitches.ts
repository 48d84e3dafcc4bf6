import type { TPitch } from '@scouting/contract/schemas/pitches';
import { asc, eq, type SQL } from 'drizzle-orm';
import { pitches } from '../../db/schema/index.ts';
import { type BoundedSection, EXPORT_ROWS, type ExportReader } from '../../platform/account-export/export-values.ts';
import { selectPitches, toPitch, videoTitles } from './pitch-rows.ts';

/**
 * A member's pitches for their export (decision 061), each whole as its parties read it: an
 * agent's sent, a club's received, a player's about them.
 */
export async function exportPitches({
  db,
  member,
  cut,
}: ExportReader): Promise<{ sent: TPitch[]; received: TPitch[]; aboutMe: TPitch[] }> {
  const list = async (section: BoundedSection, where: SQL) => {
    const rows = cut(section, await selectPitches(db).where(where).orderBy(asc(pitches.id)).limit(EXPORT_ROWS));
    const titles = await videoTitles(db, rows);
    return rows.map((row) => toPitch(row, titles));
  };
  return {
    sent: await list('pitchesSent', eq(pitches.agentId, member.id)),
    received: await list('pitchesReceived', eq(pitches.clubId, member.id)),
    aboutMe: await list('pitchesAboutMe', eq(pitches.playerId, member.id)),
  };
}
