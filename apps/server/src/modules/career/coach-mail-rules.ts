import { CONFIRMATION_MESSAGES } from '@scouting/contract/career';
import type { TLanguage } from '@scouting/contract/languages';
import { MESSAGES } from '@scouting/contract/messages';
import { canonicalMailbox, isChildsOwnAddress } from '@scouting/contract/parental-consent';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { members, players, user } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { addressMailLanguage, memberMailLanguage } from '../../infra/mail/mail-language.ts';
import { takeWrite, type WriteLimiter } from '../../platform/rate-limits/limit-writes.ts';

/**
 * The rules every mail a player sends a coach keeps (docs/decisions/059-career-record-sources.md):
 * a confirmation of seasons (ask-coach.ts) and a reference (references/ask-reference.ts) alike. The
 * coach's address is not one of the player's own (the rule for parents' addresses), one mail a
 * minute per player, and the parent mails' daily caps, counted together for both kinds.
 */

/** One request a minute per player: a double click sends one mail. */
const COOLDOWN_MS = 60_000;

/** The asking player's row, locked so two requests at once count one after the other; 404 when no player. */
export async function lockAskingPlayer(tx: DbOrTx, playerId: number) {
  const [player] = await tx
    .select({ fullName: members.fullName, contactEmail: players.emailAddress, loginEmail: user.email })
    .from(players)
    .innerJoin(members, eq(members.id, players.memberId))
    .innerJoin(user, eq(user.id, members.authUserId))
    .where(eq(players.memberId, playerId))
    .for('update', { of: players })
    .limit(1);
  if (!player) throw new AppError('NOT_FOUND', MESSAGES.playerNotFound);
  return player;
}

/** The coach's address, trimmed and lower-cased; refused (on `field`) when it is one of the player's own. */
export function coachAddress(
  typed: string,
  player: { loginEmail: string; contactEmail: string | null },
  field: string,
): string {
  const email = typed.trim().toLowerCase();
  if (isChildsOwnAddress(email, [player.loginEmail, player.contactEmail])) {
    throw new AppError('VALIDATION_ERROR', CONFIRMATION_MESSAGES.coachEmailIsPlayers, {
      [field]: CONFIRMATION_MESSAGES.coachEmailIsPlayers,
    });
  }
  return email;
}

/** Refuses a request within a minute of the player's last one (`lastAt`), then takes the daily caps. */
export async function takeCoachMail(
  limits: WriteLimiter,
  playerId: number,
  email: string,
  lastAt: Date | undefined,
  now: Date,
): Promise<void> {
  const waitMs = lastAt ? lastAt.getTime() + COOLDOWN_MS - now.getTime() : 0;
  if (waitMs > 0) {
    throw new AppError('RATE_LIMITED', CONFIRMATION_MESSAGES.askTooSoon, undefined, Math.ceil(waitMs / 1000));
  }
  await takeWrite(limits, 'coachMailPerPlayer', String(playerId));
  await takeWrite(limits, 'coachMailPerRecipient', canonicalMailbox(email));
}

/** A coach with an account here reads the mail in their own language; else the player's, else the asking page's. */
export async function coachMailLanguage(
  tx: DbOrTx,
  email: string,
  playerId: number,
  requestLanguage: TLanguage | undefined,
): Promise<TLanguage> {
  return (await addressMailLanguage(tx, email)) ?? (await memberMailLanguage(tx, playerId)) ?? requestLanguage ?? 'en';
}

/**
 * A coach's mailed link (a confirmation or a reference) is answered once: a token we never sent is
 * 404, a spent or expired link 410, each with its sentence.
 */
export function assertCoachLinkOpen<Row>(
  row: Row | undefined,
  state: (row: Row) => 'valid' | 'used' | 'expired',
): asserts row is Row {
  if (!row) throw new AppError('NOT_FOUND', CONFIRMATION_MESSAGES.linkNotFound);
  const link = state(row);
  if (link === 'used') throw new AppError('GONE', CONFIRMATION_MESSAGES.linkUsed);
  if (link === 'expired') throw new AppError('GONE', CONFIRMATION_MESSAGES.linkExpired);
}
