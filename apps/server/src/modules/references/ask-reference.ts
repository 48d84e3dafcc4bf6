import type { TLanguage } from '@scouting/contract/languages';
import { REFERENCE_LINK_DAYS, REFERENCE_MAX_PER_PLAYER, REFERENCE_MESSAGES } from '@scouting/contract/references';
import type { TReferenceRequestBody } from '@scouting/contract/schemas/references';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { careerReferences } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { enqueueMail } from '../../infra/queue/mail-jobs.ts';
import type { WriteLimiter } from '../../platform/rate-limits/limit-writes.ts';
import { coachAddress, coachMailLanguage, lockAskingPlayer, takeCoachMail } from '../career/coach-mail-rules.ts';
import { newGuardianToken } from '../safeguarding/guardian-token.ts';
import { referenceLink, referenceMail } from './reference-mail.ts';

export type ReferenceMailDeps = { db: Database; appOrigin: string; limits: WriteLimiter; requestLanguage?: TLanguage };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * POST /api/references/requests (docs/product.md#references): mails the coach a single-use link to write
 * a few lines. The rules of the coach's confirmation mail (docs/decisions/059-career-record-sources.md):
 * the coach's address may not be one of the player's own, one mail a minute per player, and the same
 * daily caps (`coachMailPerPlayer`, `coachMailPerRecipient`) counted together with the confirmations.
 */
export async function askReference(
  deps: ReferenceMailDeps,
  playerId: number,
  input: TReferenceRequestBody,
  now = new Date(),
): Promise<string> {
  await deps.db.transaction(async (tx) => {
    const player = await lockAskingPlayer(tx, playerId);
    const email = coachAddress(input.email, player, 'email');
    const [kept] = await tx
      .select({ n: count() })
      .from(careerReferences)
      .where(eq(careerReferences.playerId, playerId));
    if ((kept?.n ?? 0) >= REFERENCE_MAX_PER_PLAYER) throw new AppError('CONFLICT', REFERENCE_MESSAGES.tooMany);
    const [last] = await tx
      .select({ createdAt: careerReferences.createdAt })
      .from(careerReferences)
      .where(eq(careerReferences.playerId, playerId))
      .orderBy(desc(careerReferences.createdAt))
      .limit(1);
    await takeCoachMail(deps.limits, playerId, email, last?.createdAt, now);
    const { token, tokenHash } = newGuardianToken();
    const request = {
      coachName: input.name.trim(),
      coachRole: input.role.trim(),
      coachClub: input.club.trim(),
    };
    await tx.insert(careerReferences).values({
      playerId,
      ...request,
      coachEmail: email,
      tokenHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + REFERENCE_LINK_DAYS * DAY_MS),
    });
    const language = await coachMailLanguage(tx, email, playerId, deps.requestLanguage);
    await enqueueMail(
      tx,
      referenceMail(
        email,
        { playerName: player.fullName, coachRole: request.coachRole, club: request.coachClub },
        referenceLink(deps.appOrigin, token, language),
        language,
      ),
      { about: [playerId] },
    );
  });
  return REFERENCE_MESSAGES.requestSent;
}
