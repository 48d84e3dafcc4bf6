import type { TCareer, TCareerSeasonInput, TCareerUpdateRequest } from '@scouting/contract/schemas/career';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { careerEntries, careerSeasons } from '../../db/schema/index.ts';
import { assertKnownCountry } from '../../platform/countries/countries.ts';
import { lockCareerOwner, readCareer } from './get-career.ts';

type SeasonRow = typeof careerSeasons.$inferSelect;

/** The numbers a coach or an admin stood behind; any change to them is the player's word again. */
function sameNumbers(row: SeasonRow, line: TCareerSeasonInput): boolean {
  return (
    row.appearances === line.appearances &&
    row.starts === (line.starts ?? null) &&
    row.minutes === (line.minutes ?? null) &&
    row.goals === line.goals &&
    row.assists === line.assists &&
    row.cleanSheets === (line.cleanSheets ?? null)
  );
}

const SELF_REPORTED = {
  source: 'Self-reported',
  confirmerName: null,
  confirmerRole: null,
  confirmerClub: null,
  verifiedBy: null,
  sourceAt: null,
} as const;

/** The season columns of a line as the player wrote it. */
function seasonColumns(line: TCareerSeasonInput) {
  return { season: line.season, ...seasonNumbers(line) };
}

/** A line's numbers as stored (the player's own line, or a coach's correction the player accepts). */
export function seasonNumbers(line: TCareerSeasonInput) {
  return {
    appearances: line.appearances,
    starts: line.starts ?? null,
    minutes: line.minutes ?? null,
    goals: line.goals,
    assists: line.assists,
    cleanSheets: line.cleanSheets ?? null,
  };
}

/**
 * Writes one entry's seasons: a line whose numbers (and club) are unchanged keeps its source, any
 * other line is self-reported (docs/product.md#career-and-seasons), and lines no longer listed go.
 */
async function writeSeasons(tx: DbOrTx, entryId: number, lines: TCareerSeasonInput[], clubChanged: boolean) {
  const stored = await tx.select().from(careerSeasons).where(eq(careerSeasons.entryId, entryId));
  const bySeason = new Map(stored.map((row) => [row.season, row]));
  const kept: number[] = [];
  for (const line of lines) {
    const row = bySeason.get(line.season);
    if (!row) {
      const [inserted] = await tx
        .insert(careerSeasons)
        .values({ entryId, ...seasonColumns(line) })
        .returning({ id: careerSeasons.id });
      if (inserted) kept.push(inserted.id);
      continue;
    }
    kept.push(row.id);
    if (!clubChanged && sameNumbers(row, line)) continue;
    await tx
      .update(careerSeasons)
      .set({ ...seasonColumns(line), ...SELF_REPORTED })
      .where(eq(careerSeasons.id, row.id));
  }
  await tx
    .delete(careerSeasons)
    .where(and(eq(careerSeasons.entryId, entryId), kept.length > 0 ? notInArray(careerSeasons.id, kept) : undefined));
}

/**
 * PUT /api/player-career/{playerId}: the list replaces the stored one. An entry sent with its id is
 * updated in place, so its confirmation requests and unchanged confirmed lines stay; an unknown or
 * another player's id counts as a new entry. The caller is the player or an admin (the route checks).
 */
export async function saveCareer(db: Database, playerId: number, input: TCareerUpdateRequest): Promise<TCareer> {
  input.entries.forEach((entry, index) => {
    assertKnownCountry(`entries.${index}.country`, entry.country);
  });
  return db.transaction(async (tx) => {
    await lockCareerOwner(tx, playerId);
    const stored = await tx.select().from(careerEntries).where(eq(careerEntries.playerId, playerId));
    const byId = new Map(stored.map((row) => [row.id, row]));
    const kept: number[] = [];
    for (const entry of input.entries) {
      const columns = {
        club: entry.club,
        country: entry.country,
        level: entry.level ?? null,
        kind: entry.kind,
        fromMonth: entry.from,
        toMonth: entry.to ?? null,
      };
      const row = entry.id === undefined ? undefined : byId.get(entry.id);
      let entryId: number;
      if (row && !kept.includes(row.id)) {
        entryId = row.id;
        await tx.update(careerEntries).set(columns).where(eq(careerEntries.id, row.id));
      } else {
        const [inserted] = await tx
          .insert(careerEntries)
          .values({ playerId, ...columns })
          .returning({ id: careerEntries.id });
        if (!inserted) throw new Error('career entry not inserted');
        entryId = inserted.id;
      }
      kept.push(entryId);
      const clubChanged = row !== undefined && row.club.toLowerCase() !== entry.club.toLowerCase();
      await writeSeasons(tx, entryId, entry.seasons, clubChanged);
    }
    const gone = stored.map((row) => row.id).filter((id) => !kept.includes(id));
    if (gone.length > 0) await tx.delete(careerEntries).where(inArray(careerEntries.id, gone));
    return readCareer(tx, playerId);
  });
}
