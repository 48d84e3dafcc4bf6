import {
  CONFIRMATION_LINK_DAYS,
  CONFIRMATION_MESSAGES,
  canonicalMailbox,
  isChildsOwnAddress,
  MESSAGES,
  type TConfirmationRequestBody,
  type TLanguage,
} from '@scouting/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  careerConfirmationRequests,
  careerEntries,
  careerSeasons,
  members,
  players,
  user,
} from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { addressMailLanguage, memberMailLanguage } from '../../infra/mail/mail-language.ts';
import { enqueueMail } from '../../infra/queue/mail-jobs.ts';
import { takeWrite, type WriteLimiter } from '../../platform/rate-limits/limit-writes.ts';
import { newGuardianToken } from '../safeguarding/guardian-token.ts';
import { confirmationLink, confirmationMail } from './confirmation-mail.ts';

export type CoachMailDeps = { db: Database; appOrigin: string; limits: WriteLimiter; requestLanguage?: TLanguage };

/** One request a minute per player, as for the consent mails: a double click sends one mail. */
const COOLDOWN_MS = 60_000;

/**
 * POST /api/player-career/{playerId}/confirmation-requests (docs/product.md#a-coach-confirms): mails the
 * coach a single-use link to the entry's seasons. The coach's address may not be one of the player's
 * own (the rule for parents' addresses), and the mails have the parent mails' caps.
 */
export async function askCoach(
  deps: CoachMailDeps,
  playerId: number,
  input: TConfirmationRequestBody,
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
    const [entry] = await tx
      .select({ id: careerEntries.id, club: careerEntries.club })
      .from(careerEntries)
      .where(and(eq(careerEntries.id, input.entryId), eq(careerEntries.playerId, playerId)))
      .limit(1);
    if (!entry) throw new AppError('NOT_FOUND', CONFIRMATION_MESSAGES.entryNotFound);
    const [lines] = await tx.select({ n: count() }).from(careerSeasons).where(eq(careerSeasons.entryId, entry.id));
    if (!lines?.n) throw new AppError('CONFLICT', CONFIRMATION_MESSAGES.entryHasNoSeasons);
    const coachEmail = input.coachEmail.trim().toLowerCase();
    if (isChildsOwnAddress(coachEmail, [player.loginEmail, player.contactEmail])) {
      throw new AppError('VALIDATION_ERROR', CONFIRMATION_MESSAGES.coachEmailIsPlayers, {
        coachEmail: CONFIRMATION_MESSAGES.coachEmailIsPlayers,
      });
    }
    const [last] = await tx
      .select({ createdAt: careerConfirmationRequests.createdAt })
      .from(careerConfirmationRequests)
      .where(eq(careerConfirmationRequests.playerId, playerId))
      .orderBy(desc(careerConfirmationRequests.createdAt))
      .limit(1);
    const waitMs = last ? last.createdAt.getTime() + COOLDOWN_MS - now.getTime() : 0;
    if (waitMs > 0) {
      throw new AppError('RATE_LIMITED', CONFIRMATION_MESSAGES.askTooSoon, undefined, Math.ceil(waitMs / 1000));
    }
    await takeWrite(deps.limits, 'coachMailPerPlayer', String(playerId));
    await takeWrite(deps.limits, 'coachMailPerRecipient', canonicalMailbox(coachEmail));
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
    // A coach with an account here reads it in their own language; else the player's, else the asking page's.
    const language =
      (await addressMailLanguage(tx, coachEmail)) ??
      (await memberMailLanguage(tx, playerId)) ??
      deps.requestLanguage ??
      'en';
    await enqueueMail(
      tx,
      confirmationMail(coachEmail, player, entry.club, confirmationLink(deps.appOrigin, token, language), language),
      { about: [playerId] },
    );
  });
  return CONFIRMATION_MESSAGES.requestSent;
}
