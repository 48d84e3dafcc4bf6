import { CAREER_MESSAGES } from '@scouting/contract/career';
import type { TCareer } from '@scouting/contract/schemas/career';
import { and, eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { careerEntries, careerSeasons } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { readCareer } from './get-career.ts';

/**
 * An admin marks one season line as verified (docs/product.md#career-and-seasons), after checking it
 * against a source they trust; the line's coach confirmation, if any, gives way to it.
 */
export async function verifySeason(db: Database, admin: Member, playerId: number, seasonId: number): Promise<TCareer> {
  const [line] = await db
    .select({ id: careerSeasons.id })
    .from(careerSeasons)
    .innerJoin(careerEntries, eq(careerEntries.id, careerSeasons.entryId))
    .where(and(eq(careerSeasons.id, seasonId), eq(careerEntries.playerId, playerId)))
    .limit(1);
  if (!line) throw new AppError('NOT_FOUND', CAREER_MESSAGES.seasonNotFound);
  await db
    .update(careerSeasons)
    .set({
      source: 'Verified',
      verifiedBy: admin.id,
      sourceAt: new Date(),
      confirmerName: null,
      confirmerRole: null,
      confirmerClub: null,
    })
    .where(eq(careerSeasons.id, seasonId));
  return readCareer(db, playerId);
}
