import { isUnderage } from '@scouting/contract/age';
import type { TLanguage } from '@scouting/contract/languages';
import { MESSAGES } from '@scouting/contract/messages';
import { canonicalMailbox, isChildsOwnAddress } from '@scouting/contract/parental-consent';
import { eq } from 'drizzle-orm';
import type { Member } from '../../../auth/caller.ts';
import { updatePlayers } from '../../../auth/member-writes.ts';
import type { Database, DbOrTx } from '../../../db/client.ts';
import { members, players, user } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';
import { memberMailLanguage } from '../../../infra/mail/mail-language.ts';
import { enqueueMail } from '../../../infra/queue/mail-jobs.ts';
import { takeWrite, type WriteLimiter } from '../../../platform/rate-limits/limit-writes.ts';
import { consentLinks, consentMail } from './consent-mail.ts';
import { issueConsentToken, lastConsentLinkAt, RESEND_COOLDOWN_MS } from './consent-token.ts';

async function findPlayerForConsent(db: DbOrTx, playerId: number) {
  const [row] = await db
    .select({
      id: members.id,
      fullName: members.fullName,
      username: members.username,
      dob: members.dob,
      parentEmail: players.parentEmail,
      parentConsent: players.parentConsent,
      contactEmail: players.emailAddress,
      loginEmail: user.email,
    })
    .from(players)
    .innerJoin(members, eq(members.id, players.memberId))
    .innerJoin(user, eq(user.id, members.authUserId))
    .where(eq(players.memberId, playerId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.playerNotFound);
  return row;
}

type ConsentPlayer = Awaited<ReturnType<typeof findPlayerForConsent>>;

/**
 * What asking a parent needs: the database, the origin the links point to, and the write limiter
 * that counts consent mails per player and per recipient (decision 023). `requestLanguage` is the
 * language of the request that asks (its cookie, else Accept-Language), for a child whose account
 * has not chosen one.
 */
export type ConsentMailDeps = { db: Database; appOrigin: string; limits: WriteLimiter; requestLanguage?: TLanguage };

/**
 * Queued in the transaction that issues the link (decision 026): the mail goes out once, and only
 * if, the link committed, and the answer does not wait for (or fail with) the mail server. In the
 * language the child uses (docs/product.md#languages): their account's, else the asking request's, else English.
 */
async function mailParent(
  deps: ConsentMailDeps,
  tx: DbOrTx,
  player: ConsentPlayer,
  parentEmail: string,
  token: string,
) {
  const language = (await memberMailLanguage(tx, player.id)) ?? deps.requestLanguage ?? 'en';
  await enqueueMail(tx, consentMail(parentEmail, player, consentLinks(deps.appOrigin, token, language), language), {
    about: [player.id],
  });
}

/**
 * The minor's overlay (docs/product.md#parental-consent): storing a minor's parent e-mail asks that parent for
 * consent. Changing the address is allowed until the parent answered; after that it would let a
 * child swap a confirmed (or refused) parent for any address, so it is refused; an admin may change
 * it, which asks the new parent from scratch (docs/decisions/009-parental-consent-links.md).
 */
export async function setParentEmail(
  deps: ConsentMailDeps,
  actor: Pick<Member, 'role'>,
  playerId: number,
  parentEmail: string,
): Promise<string> {
  await deps.db.transaction(async (tx) => {
    const player = await findPlayerForConsent(tx, playerId);
    // A child naming their own mailbox would confirm their own consent (docs/product.md#parental-consent).
    if (isChildsOwnAddress(parentEmail, [player.loginEmail, player.contactEmail])) {
      throw new AppError('VALIDATION_ERROR', MESSAGES.parentEmailIsChilds, {
        parentEmail: MESSAGES.parentEmailIsChilds,
      });
    }
    const answered = player.parentConsent === 'confirmed' || player.parentConsent === 'refused';
    if (answered && player.parentEmail?.toLowerCase() === parentEmail.toLowerCase()) return;
    // An admin who changes the address restarts the flow: the new parent is asked from scratch.
    if (answered && actor.role !== 'Admin') {
      throw new AppError('CONFLICT', MESSAGES.parentEmailLockedAfterConsent, {
        parentEmail: MESSAGES.parentEmailLockedAfterConsent,
      });
    }
    // An adult has nobody to ask; the address is kept as it always was.
    if (!player.dob || !isUnderage(player.dob)) {
      await updatePlayers(tx, playerId, { parentEmail });
      return;
    }
    // A new address mails a new parent: the same minute's cooldown and daily caps as Resend.
    await assertConsentMailAllowed(deps, tx, playerId, parentEmail);
    await updatePlayers(tx, playerId, { parentEmail, parentConsent: 'pending', parentConsentAt: null });
    const token = await issueConsentToken(tx, playerId, parentEmail);
    await mailParent(deps, tx, player, parentEmail, token);
  });
  return MESSAGES.parentEmailSubmitted;
}

/** Refuses a new mail within a minute of the previous one (a 429 with Retry-After the page shows as it is). */
export async function assertResendAllowed(db: DbOrTx, playerId: number, now = new Date()): Promise<void> {
  const last = await lastConsentLinkAt(db, playerId);
  const waitMs = last ? last.getTime() + RESEND_COOLDOWN_MS - now.getTime() : 0;
  if (waitMs > 0) {
    throw new AppError('RATE_LIMITED', MESSAGES.parentConsentResendTooSoon, undefined, Math.ceil(waitMs / 1000));
  }
}

/**
 * Every consent mail (first address, change, Resend, the parent's "Send a new link") passes here: at
 * most one a minute per player, and a few a day per player and per recipient address, so neither a
 * minor's account nor many accounts can flood a mailbox through us (decision 023).
 */
async function assertConsentMailAllowed(deps: ConsentMailDeps, tx: DbOrTx, playerId: number, parentEmail: string) {
  await assertResendAllowed(tx, playerId);
  await takeWrite(deps.limits, 'consentMailPerPlayer', String(playerId));
  // Per mailbox, so the spellings one provider delivers to one inbox count together.
  await takeWrite(deps.limits, 'consentMailPerRecipient', canonicalMailbox(parentEmail));
}

/**
 * A fresh link to the parent address on file, while consent is still pending: from the minor's
 * dashboard ('Resend') or from an expired link on the parent's page.
 */
export async function resendConsentMail(deps: ConsentMailDeps, playerId: number): Promise<string> {
  await deps.db.transaction(async (tx) => {
    const player = await findPlayerForConsent(tx, playerId);
    if (!player.parentEmail) {
      throw new AppError('CONFLICT', MESSAGES.parentEmailMissing);
    }
    if (player.parentConsent === 'confirmed') throw new AppError('CONFLICT', MESSAGES.parentConsentAlreadyConfirmed);
    if (player.parentConsent === 'refused') throw new AppError('CONFLICT', MESSAGES.consentResendNotNeeded);
    await assertConsentMailAllowed(deps, tx, playerId, player.parentEmail);
    const token = await issueConsentToken(tx, playerId, player.parentEmail);
    await mailParent(deps, tx, player, player.parentEmail, token);
  });
  return MESSAGES.parentConsentLinkSent;
}
