import {
  CONFIRMATION_MESSAGES,
  canonicalMailbox,
  isChildsOwnAddress,
  MESSAGES,
  REFERENCE_LINK_DAYS,
  REFERENCE_MAX_PER_PLAYER,
  REFERENCE_MESSAGES,
  type TLanguage,
  type TReferenceRequestBody,
} from '@scouting/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { careerReferences, members, players, user } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { addressMailLanguage, memberMailLanguage } from '../../infra/mail/mail-language.ts';
import { enqueueMail } from '../../infra/queue/mail-jobs.ts';
import { takeWrite, type WriteLimiter } from '../../platform/rate-limits/limit-writes.ts';
import { newGuardianToken } from '../safeguarding/guardian-token.ts';
import { referenceLink, referenceMail } from './reference-mail.ts';

export type ReferenceMailDeps = { db: Database; appOrigin: string; limits: WriteLimiter; requestLanguage?: TLanguage };

/** One request a minute per player, as for the coach's confirmation: a double click sends one mail. */
const COOLDOWN_MS = 60_000;
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
    const [player] = await tx
      .select({ fullName: members.fullName, contactEmail: players.emailAddress, loginEmail: user.email })
      .from(players)
      .innerJoin(members, eq(members.id, players.memberId))
      .innerJoin(user, eq(user.id, members.authUserId))
      .where(eq(players.memberId, playerId))
      .for('update', { of: players })
      .limit(1);
    if (!player) throw new AppError('NOT_FOUND', MESSAGES.playerNotFound);
    const email = input.email.trim().toLowerCase();
    if (isChildsOwnAddress(email, [player.loginEmail, player.contactEmail])) {
      throw new AppError('VALIDATION_ERROR', CONFIRMATION_MESSAGES.coachEmailIsPlayers, {
        email: CONFIRMATION_MESSAGES.coachEmailIsPlayers,
      });
    }
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
    const waitMs = last ? last.createdAt.getTime() + COOLDOWN_MS - now.getTime() : 0;
    if (waitMs > 0) {
      throw new AppError('RATE_LIMITED', CONFIRMATION_MESSAGES.askTooSoon, undefined, Math.ceil(waitMs / 1000));
    }
    await takeWrite(deps.limits, 'coachMailPerPlayer', String(playerId));
    await takeWrite(deps.limits, 'coachMailPerRecipient', canonicalMailbox(email));
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
    // A coach with an account here reads it in their own language; else the player's, else the asking page's.
    const language =
      (await addressMailLanguage(tx, email)) ??
      (await memberMailLanguage(tx, playerId)) ??
      deps.requestLanguage ??
      'en';
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
