import type { TAccountExport } from '@scouting/contract/schemas/account-export';
import { asc, eq } from 'drizzle-orm';
import { careerConfirmationRequests, careerEntries } from '../../db/schema/index.ts';
import { EXPORT_ROWS, type ExportReader, iso, isoOrNull } from '../../platform/account-export/export-values.ts';
import { readCareer } from './get-career.ts';

/**
 * A player's career record in their data export (docs/product.md#career-and-seasons), and the coaches
 * they asked to confirm an entry with each answer; never a link's token (only its hash is kept).
 */
export async function exportCareer({
  db,
  member,
  cut,
}: ExportReader): Promise<Pick<TAccountExport, 'career' | 'confirmationRequests'>> {
  const career = await readCareer(db, member.id);
  const confirmations = await db
    .select({
      entryId: careerConfirmationRequests.entryId,
      club: careerEntries.club,
      coachName: careerConfirmationRequests.coachName,
      coachEmail: careerConfirmationRequests.coachEmail,
      coachRole: careerConfirmationRequests.coachRole,
      answer: careerConfirmationRequests.answer,
      askedAt: careerConfirmationRequests.createdAt,
      expiresAt: careerConfirmationRequests.expiresAt,
      answeredAt: careerConfirmationRequests.answeredAt,
      correction: careerConfirmationRequests.correction,
      correctionDecision: careerConfirmationRequests.correctionDecision,
    })
    .from(careerConfirmationRequests)
    .innerJoin(careerEntries, eq(careerEntries.id, careerConfirmationRequests.entryId))
    .where(eq(careerConfirmationRequests.playerId, member.id))
    .orderBy(asc(careerConfirmationRequests.id))
    .limit(EXPORT_ROWS);
  return {
    career,
    confirmationRequests: cut('confirmationRequests', confirmations).map(({ answer, ...row }) => ({
      ...row,
      status: answer ?? (row.expiresAt.getTime() < Date.now() ? 'expired' : 'pending'),
      askedAt: iso(row.askedAt),
      expiresAt: iso(row.expiresAt),
      answeredAt: isoOrNull(row.answeredAt),
    })),
  };
}
