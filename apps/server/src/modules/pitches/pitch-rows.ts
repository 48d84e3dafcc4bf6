import { ageFromBirthYearMonth } from '@scouting/contract/age';
import { PITCH_UNANSWERED_DAYS } from '@scouting/contract/pitches';
import type { TPitch } from '@scouting/contract/schemas/pitches';
import { aliasedTable, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { clubNeeds, clubs, members, pitches, videos } from '../../db/schema/index.ts';
import { clubIsVerifiedSql } from '../club-verification/club-verified.ts';

const agents = aliasedTable(members, 'pitch_agents');
const players = aliasedTable(members, 'pitch_players');

/** The columns every read of a pitch selects: the row, its requirement, club, agent and player. */
export const pitchColumns = {
  pitch: pitches,
  needPositions: clubNeeds.positions,
  needStatus: clubNeeds.status,
  clubName: clubs.clubName,
  clubCountry: clubs.clubCountry,
  // A subquery per row of the same select (the newest verification request), never a read per pitch.
  clubVerified: clubIsVerifiedSql(pitches.clubId),
  agentName: agents.fullName,
  playerName: players.fullName,
  playerDob: players.dob,
  playerCountry: players.country,
};

/** A select of pitches with everything a TPitch shows. */
export function selectPitches(db: DbOrTx) {
  return db
    .select(pitchColumns)
    .from(pitches)
    .innerJoin(clubNeeds, eq(clubNeeds.id, pitches.needId))
    .innerJoin(clubs, eq(clubs.memberId, pitches.clubId))
    .innerJoin(agents, eq(agents.id, pitches.agentId))
    .innerJoin(players, eq(players.id, pitches.playerId));
}

export type PitchRow = {
  pitch: typeof pitches.$inferSelect;
  needPositions: TPitch['need']['positions'];
  needStatus: TPitch['need']['status'];
  clubName: string;
  clubCountry: string;
  clubVerified: boolean;
  agentName: string;
  playerName: string;
  playerDob: string | null;
  playerCountry: string | null;
};

/** The titles of the chosen videos that still exist, in one read for a page of pitches. */
export async function videoTitles(db: DbOrTx, rows: PitchRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.flatMap((row) => row.pitch.videoIds))];
  if (ids.length === 0) return new Map();
  const found = await db.select({ id: videos.id, title: videos.title }).from(videos).where(inArray(videos.id, ids));
  return new Map(found.map((video) => [video.id, video.title]));
}

export function toPitch(row: PitchRow, titles: Map<number, string>, now = new Date()): TPitch {
  const { pitch } = row;
  const trial =
    pitch.trialStartsAt && pitch.trialVenue !== null
      ? {
          startsAt: pitch.trialStartsAt.toISOString(),
          venue: pitch.trialVenue,
          details: pitch.trialDetails ?? '',
          answer: pitch.trialAnswer ?? 'pending',
          answeredAt: pitch.trialAnsweredAt?.toISOString() ?? null,
        }
      : null;
  return {
    id: pitch.id,
    need: {
      id: pitch.needId,
      clubId: pitch.clubId,
      clubName: row.clubName,
      clubCountry: row.clubCountry,
      clubVerified: row.clubVerified,
      positions: row.needPositions,
      status: row.needStatus,
    },
    agent: { id: pitch.agentId, fullName: row.agentName },
    player: {
      id: pitch.playerId,
      fullName: row.playerName,
      age: row.playerDob ? ageFromBirthYearMonth(row.playerDob, now) : null,
      country: row.playerCountry,
    },
    note: pitch.note,
    videos: pitch.videoIds.flatMap((id) => {
      const title = titles.get(id);
      return title === undefined ? [] : [{ id, title }];
    }),
    reportId: pitch.reportId,
    minorAbroad: pitch.minorAbroad,
    answer: pitch.answer,
    reason: pitch.reason,
    minorException: pitch.minorException,
    trial,
    answeredAt: pitch.answeredAt?.toISOString() ?? null,
    unanswered: pitch.answer === null && now.getTime() - pitch.createdAt.getTime() > PITCH_UNANSWERED_DAYS * 86_400_000,
    createdAt: pitch.createdAt.toISOString(),
  };
}

/** One pitch as its reader sees it, or null when it does not exist. */
export async function readPitchRow(db: DbOrTx, id: number): Promise<PitchRow | null> {
  const [row] = await selectPitches(db).where(eq(pitches.id, id)).limit(1);
  return row ?? null;
}

export async function pitchById(db: DbOrTx, id: number): Promise<TPitch> {
  const row = await readPitchRow(db, id);
  if (!row) throw new Error(`pitch ${id} vanished`);
  return toPitch(row, await videoTitles(db, [row]));
}
