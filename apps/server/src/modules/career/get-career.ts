import { MESSAGES } from '@scouting/contract/messages';
import type { TCareer, TCareerSeason } from '@scouting/contract/schemas/career';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import type { DbOrTx } from '../../db/client.ts';
import { careerEntries, careerNotes, careerSeasons, players } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { assertCanSeePlayer } from '../safeguarding/visible-player.ts';

type SeasonRow = typeof careerSeasons.$inferSelect;

export function toCareerSeason(row: SeasonRow): TCareerSeason {
  return {
    id: row.id,
    season: row.season,
    appearances: row.appearances,
    starts: row.starts,
    minutes: row.minutes,
    goals: row.goals,
    assists: row.assists,
    cleanSheets: row.cleanSheets,
    source: row.source,
    confirmedBy:
      row.source === 'Confirmed by coach'
        ? { name: row.confirmerName ?? '', role: row.confirmerRole ?? '', club: row.confirmerClub ?? '' }
        : null,
  };
}

/** The stored record, most recent club first and each club's latest season first: two queries, whatever its size. */
export async function readCareer(db: DbOrTx, playerId: number): Promise<TCareer> {
  const entries = await db
    .select()
    .from(careerEntries)
    .where(eq(careerEntries.playerId, playerId))
    .orderBy(desc(careerEntries.fromMonth), desc(careerEntries.id));
  const seasons =
    entries.length === 0
      ? []
      : await db
          .select()
          .from(careerSeasons)
          .where(
            inArray(
              careerSeasons.entryId,
              entries.map((entry) => entry.id),
            ),
          )
          .orderBy(desc(careerSeasons.season), asc(careerSeasons.id));
  const [note] = await db.select().from(careerNotes).where(eq(careerNotes.playerId, playerId)).limit(1);
  return {
    entries: entries.map((entry) => ({
      id: entry.id,
      club: entry.club,
      country: entry.country,
      level: entry.level,
      kind: entry.kind,
      from: entry.fromMonth,
      to: entry.toMonth,
      seasons: seasons.filter((line) => line.entryId === entry.id).map(toCareerSeason),
    })),
    note: note?.note ?? null,
  };
}

/** GET /api/player-career/{playerId}: to whoever may see the player; a hidden minor answers as a missing player. */
export async function getCareer(db: DbOrTx, viewer: Member, playerId: number): Promise<TCareer> {
  await assertCanSeePlayer(db, viewer, playerId);
  return readCareer(db, playerId);
}

/** The player's row, locked for a write of their record; 404 when the member is no player. */
export async function lockCareerOwner(tx: DbOrTx, playerId: number): Promise<void> {
  const [row] = await tx
    .select({ id: players.memberId })
    .from(players)
    .where(eq(players.memberId, playerId))
    .for('update')
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.playerNotFound);
}
