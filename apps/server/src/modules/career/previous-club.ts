import type { TCareerKind } from '@scouting/contract/career';
import type { DbOrTx } from '../../db/client.ts';
import { careerEntries, careerNotes } from '../../db/schema/index.ts';

// The wizard's 'Club - Year' (the SPEC's free-text previous club), as migration 0035 read the
// players who registered before the record existed: the club, a dash of any width, a year of
// this century or the last. Kept in step with the migration's SQL patterns, which stay as they ran;
// only a club name of nothing but spaces (' - 2019'), which the SQL took as a club, is a note here.
const CLUB_AND_YEAR = /^\s*(\S.*?)\s*[-–—]\s*((?:19|20)\d{2})\s*$/u;
const YOUTH_TEAM = /\bU-?\d{2}\b/i;

/** What a previous-club text becomes in the record: an entry over its year, a note, or nothing. */
export type PreviousClubInRecord =
  | { entry: { club: string; kind: TCareerKind; from: string; to: string } }
  | { note: string }
  | null;

/**
 * Reads 'Club - Year' as a club played for that whole year, its country unknown until the player
 * names it; a youth team ('Santos U20') is a youth entry. Any other text is the record's note, so
 * nothing the player wrote is lost; an empty text is nothing.
 */
export function readPreviousClub(text: string): PreviousClubInRecord {
  const match = CLUB_AND_YEAR.exec(text);
  const club = match?.[1];
  const year = match?.[2];
  if (club && year) {
    return {
      entry: { club, kind: YOUTH_TEAM.test(text) ? 'Youth' : 'Senior', from: `${year}-01`, to: `${year}-12` },
    };
  }
  const note = text.trim();
  return note ? { note } : null;
}

/**
 * Writes the previous club a player gave into their record, in the caller's transaction: the
 * record is where the club is shown and edited from then on (decision 066).
 */
export async function carryPreviousClub(tx: DbOrTx, playerId: number, text: string): Promise<void> {
  const read = readPreviousClub(text);
  if (!read) return;
  if ('entry' in read) {
    const { club, kind, from, to } = read.entry;
    await tx.insert(careerEntries).values({ playerId, club, country: null, kind, fromMonth: from, toMonth: to });
    return;
  }
  await tx
    .insert(careerNotes)
    .values({ playerId, note: read.note })
    .onConflictDoUpdate({ target: careerNotes.playerId, set: { note: read.note } });
}
