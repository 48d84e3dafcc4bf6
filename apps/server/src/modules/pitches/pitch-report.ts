import { PITCH_MESSAGES } from '@scouting/contract/pitches';
import type { TScoutReport } from '@scouting/contract/schemas/scout-reports';
import { and, eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { pitches, scoutReports } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { playerShownTo, reportsQuery, toReport } from '../scout-reports/report-rows.ts';
import { isPitchParty } from './answer-pitch.ts';

/**
 * GET /api/pitches/{id}/report (decision 067): the report the agent attached to a pitch, to the club it was made
 * to (the one reader a pitch adds to a report), its author and admins. A report is otherwise its
 * author's alone, so the player pitched is refused (a player never reads ratings or a verdict, only
 * the feedback meant for them), and everyone else is answered as if the pitch did not exist. The
 * report's own rule holds for the club too: shown only while the reader may see the player. The
 * feedback meant for the player is not the club's to read.
 */
export async function readPitchReport(db: Database, reader: Member, pitchId: number): Promise<TScoutReport> {
  const [pitch] = await db.select().from(pitches).where(eq(pitches.id, pitchId)).limit(1);
  if (!pitch || !isPitchParty(reader, pitch)) throw new AppError('NOT_FOUND', PITCH_MESSAGES.pitchNotFound);
  const mayRead = reader.role === 'Admin' || reader.id === pitch.clubId || reader.id === pitch.agentId;
  if (!mayRead) throw new AppError('FORBIDDEN', PITCH_MESSAGES.reportForClub);
  if (pitch.reportId === null) throw new AppError('NOT_FOUND', PITCH_MESSAGES.noReport);
  const [row] = await reportsQuery(
    db,
    and(
      eq(scoutReports.id, pitch.reportId),
      eq(scoutReports.authorId, pitch.agentId),
      eq(scoutReports.playerId, pitch.playerId),
      playerShownTo(reader),
    ),
  ).limit(1);
  if (!row) throw new AppError('NOT_FOUND', PITCH_MESSAGES.noReport);
  const report = toReport(row);
  return reader.id === pitch.clubId ? { ...report, feedbackForPlayer: null } : report;
}
