import { CONFIRMATION_LINK_DAYS, CONFIRMATION_MESSAGES } from '@scouting/contract/career';
import type { TLanguage } from '@scouting/contract/languages';
import type { TConfirmationRequestBody } from '@scouting/contract/schemas/career';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { careerConfirmationRequests, careerEntries, careerSeasons } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { enqueueMail } from '../../infra/queue/mail-jobs.ts';
import type { WriteLimiter } from '../../platform/rate-limits/limit-writes.ts';
import { newGuardianToken } from '../safeguarding/guardian-token.ts';
import { coachAddress, coachMailLanguage, lockAskingPlayer, takeCoachMail } from './coach-mail-rules.ts';
import { confirmationLink, confirmationMail } from './confirmation-mail.ts';

export type CoachMailDeps = { db: Database; appOrigin: string; limits: WriteLimiter; requestLanguage?: TLanguage };

/**
 * POST /api/player-career/{playerId}/confirmation-requests (docs/product.md#a-coach-confirms): mails the
 * coach a single-use link to the entry's seasons, under the rules of every mail to a coach
 * (coach-mail-rules.ts).
 */
export async function askCoach(
  deps: CoachMailDeps,
  playerId: number,
  input: TConfirmationRequestBody,
  now = new Date(),
): Promise<string> {
  await deps.db.transaction(async (tx) => {
    const player = await lockAskingPlayer(tx, playerId);
    const [entry] = await tx
      .select({ id: careerEntries.id, club: careerEntries.club })
      .from(careerEntries)
      .where(and(eq(careerEntries.id, input.entryId), eq(careerEntries.playerId, playerId)))
      .limit(1);
    if (!entry) throw new AppError('NOT_FOUND', CONFIRMATION_MESSAGES.entryNotFound);
    const [lines] = await tx.select({ n: count() }).from(careerSeasons).where(eq(careerSeasons.entryId, entry.id));
    if (!lines?.n) throw new AppError('CONFLICT', CONFIRMATION_MESSAGES.entryHasNoSeasons);
    const coachEmail = coachAddress(input.coachEmail, player, 'coachEmail');
    const [last] = await tx
      .select({ createdAt: careerConfirmationRequests.createdAt })
      .from(careerConfirmationRequests)
      .where(eq(careerConfirmationRequests.playerId, playerId))
      .orderBy(desc(careerConfirmationRequests.createdAt))
      .limit(1);
    await takeCoachMail(deps.limits, playerId, coachEmail, last?.createdAt, now);
    const { token, tokenHash } = newGuardianToken();
    await tx.insert(careerConfirmationRequests).values({
      playerId,
      entryId: entry.id,
      coachName: input.coachName.trim(),
      coachEmail,
      coachRole: input.coachRole.trim(),
      tokenHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CONFIRMATION_LINK_DAYS * 24 * 60 * 60 * 1000),
    });
    const language = await coachMailLanguage(tx, coachEmail, playerId, deps.requestLanguage);
    await enqueueMail(
      tx,
      confirmationMail(coachEmail, player, entry.club, confirmationLink(deps.appOrigin, token, language), language),
      { about: [playerId] },
    );
  });
  return CONFIRMATION_MESSAGES.requestSent;
}
