import { MESSAGES } from '@scouting/contract/messages';
import { isChildsOwnAddress } from '@scouting/contract/parental-consent';
import { REPRESENTATION_MESSAGES, type TRepresentationAnswer } from '@scouting/contract/representation';
import type { TRepresentationOfferAnswer } from '@scouting/contract/schemas/representation';
import { eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { agents, members, players, representationOffers, user } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { memberMailLanguage } from '../../infra/mail/mail-language.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { notify } from '../notifications/notify.ts';
import { type ParentMailDeps, queueParentMail } from '../safeguarding/texts-for-minors/parent-mail.ts';
import { issueRepresentationLink, lastRepresentationLinkAt } from './guardian-link.ts';
import { type GuardianMailFacts, guardianMail } from './guardian-mail.ts';
import { findOffer, toOffer } from './representation-rows.ts';
import { assertCanStart, startAgreement } from './start-agreement.ts';

/** The language the child uses, for their parent's mails (docs/product.md#languages): their account's, else English. */
async function childLanguage(tx: DbOrTx, playerId: number) {
  return (await memberMailLanguage(tx, playerId)) ?? 'en';
}

/** The offer locked for the rest of the transaction: two answers at once decide in turn. 404 when missing. */
export async function lockOffer(tx: DbOrTx, id: number) {
  const [offer] = await tx.select().from(representationOffers).where(eq(representationOffers.id, id)).for('update');
  if (!offer) throw new AppError('NOT_FOUND', REPRESENTATION_MESSAGES.offerNotFound);
  return offer;
}

async function offerAnswer(db: DbOrTx, id: number, message: string): Promise<TRepresentationOfferAnswer> {
  const row = await findOffer(db, eq(representationOffers.id, id));
  if (!row) throw new AppError('NOT_FOUND', REPRESENTATION_MESSAGES.offerNotFound);
  return { message, offer: toOffer(row) };
}

/** The parent's mail facts for a minor's offer, with a fresh link; null when no consenting parent is on file. */
async function guardianMailFor(
  tx: DbOrTx,
  offer: typeof representationOffers.$inferSelect,
  player: Member,
  agentName: string,
): Promise<GuardianMailFacts | null> {
  const [row] = await tx
    .select({
      parentEmail: players.parentEmail,
      agencyName: agents.agencyName,
      contactEmail: players.emailAddress,
      loginEmail: user.email,
    })
    .from(players)
    .innerJoin(members, eq(members.id, players.memberId))
    .leftJoin(user, eq(user.id, members.authUserId))
    .leftJoin(agents, eq(agents.memberId, offer.agentId))
    .where(eq(players.memberId, player.id))
    .limit(1);
  if (!row?.parentEmail) return null;
  // The parent's address is checked when it is given; one kept from before that check read
  // addresses as their providers do (a Gmail address with dots) must not let the child sign.
  if (isChildsOwnAddress(row.parentEmail, [row.loginEmail, row.contactEmail])) {
    throw new AppError('CONFLICT', MESSAGES.parentEmailIsChilds);
  }
  const token = await issueRepresentationLink(tx, {
    offerId: offer.id,
    playerId: player.id,
    parentEmail: row.parentEmail,
  });
  return {
    parentEmail: row.parentEmail,
    childName: player.fullName,
    agentName,
    agencyName: row.agencyName ?? null,
    months: offer.months,
    exclusive: offer.exclusive,
    feePercent: offer.feeHundredths / 100,
    services: offer.services,
    message: offer.message,
    token,
  };
}

/**
 * POST /api/representation-offers/{id}/answer (docs/product.md#representation), the player's alone. Declining ends
 * the offer. Accepting starts the agreement at once for an adult; for a minor it waits for the
 * parent who consented, who is mailed the terms: the mail is queued in the same transaction, so it
 * goes exactly when the acceptance stands, and follows when the mail server is back (decision 026).
 */
export async function answerOffer(
  db: Database,
  player: Member,
  id: number,
  answer: TRepresentationAnswer,
  { appOrigin, ...parentMail }: { appOrigin: string } & ParentMailDeps,
): Promise<TRepresentationOfferAnswer> {
  const outcome = await db.transaction(async (tx) => {
    const offer = await lockOffer(tx, id);
    if (offer.playerId !== player.id) throw new AppError('FORBIDDEN', REPRESENTATION_MESSAGES.onlyPlayerAnswers);
    if (offer.status === 'Withdrawn') throw new AppError('CONFLICT', REPRESENTATION_MESSAGES.withdrawn);
    if (offer.status !== 'Pending') throw new AppError('CONFLICT', REPRESENTATION_MESSAGES.alreadyAnswered);
    const now = new Date();
    const audit = { actor: player, subject: player, target: { type: 'representation_offer', id } } as const;
    const agentName = (await findOffer(tx, eq(representationOffers.id, id)))?.agentName ?? 'The agent';

    if (answer === 'decline') {
      await tx
        .update(representationOffers)
        .set({ status: 'Declined', answeredAt: now })
        .where(eq(representationOffers.id, id));
      await notify(
        tx,
        offer.agentId,
        'representation_answered',
        { key: 'representationDeclined', values: { player: player.fullName } },
        '/representation',
      );
      await recordAudit(tx, { ...audit, action: 'representation.declined' });
      return REPRESENTATION_MESSAGES.declined;
    }

    await assertCanStart(tx, offer);
    if (player.isMinor) {
      await tx
        .update(representationOffers)
        .set({ status: 'Awaiting guardian', answeredAt: now })
        .where(eq(representationOffers.id, id));
      await notify(
        tx,
        offer.agentId,
        'representation_answered',
        { key: 'representationAcceptedAwaitingGuardian', values: { player: player.fullName } },
        '/representation',
      );
      await recordAudit(tx, { ...audit, action: 'representation.accepted', details: { awaitingGuardian: true } });
      // Last, within the parent mails' daily caps: beyond them the acceptance waits for tomorrow (429).
      const facts = await guardianMailFor(tx, offer, player, agentName);
      if (facts) {
        const mail = guardianMail(facts, appOrigin, await childLanguage(tx, player.id));
        await queueParentMail(tx, parentMail, player.id, mail, [offer.agentId]);
      }
      return REPRESENTATION_MESSAGES.acceptedAwaitingGuardian;
    }

    const agreementId = await startAgreement(tx, { ...offer, answeredAt: now }, now, null);
    await notify(
      tx,
      offer.agentId,
      'representation_answered',
      { key: 'representationAccepted', values: { player: player.fullName } },
      '/representation',
    );
    await recordAudit(tx, { ...audit, action: 'representation.accepted', details: { agreementId } });
    return REPRESENTATION_MESSAGES.accepted;
  });
  return offerAnswer(db, id, outcome);
}

/**
 * POST /api/representation-offers/{id}/withdraw: the agent takes back an offer that has not
 * become an agreement (unanswered, or waiting for a minor's parent); the player is told.
 */
export async function withdrawOffer(db: Database, agent: Member, id: number): Promise<TRepresentationOfferAnswer> {
  await db.transaction(async (tx) => {
    const offer = await lockOffer(tx, id);
    if (offer.agentId !== agent.id) throw new AppError('FORBIDDEN', REPRESENTATION_MESSAGES.onlyAgentWithdraws);
    if (offer.status !== 'Pending' && offer.status !== 'Awaiting guardian') {
      throw new AppError('CONFLICT', REPRESENTATION_MESSAGES.cannotWithdraw);
    }
    await tx
      .update(representationOffers)
      .set({ status: 'Withdrawn', answeredAt: offer.answeredAt ?? new Date() })
      .where(eq(representationOffers.id, id));
    await notify(
      tx,
      offer.playerId,
      'representation_offer',
      { key: 'representationWithdrawn', values: { agent: agent.fullName } },
      '/representation',
    );
    await recordAudit(tx, {
      actor: agent,
      action: 'representation.withdrawn',
      target: { type: 'representation_offer', id },
      details: { playerId: offer.playerId },
    });
  });
  return offerAnswer(db, id, REPRESENTATION_MESSAGES.offerWithdrawn);
}

/** One guardian mail a minute per offer: a parent's mailbox must not be flooded through us. */
const RESEND_COOLDOWN_MS = 60_000;

/**
 * POST /api/representation-offers/{id}/guardian-mail: the minor asks for the parent's mail again
 * (lost, or its link expired); the earlier link stops working.
 */
export async function resendGuardianMail(
  db: Database,
  player: Member,
  id: number,
  { appOrigin, ...parentMail }: { appOrigin: string } & ParentMailDeps,
  now = new Date(),
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const offer = await lockOffer(tx, id);
    if (offer.playerId !== player.id) throw new AppError('FORBIDDEN', REPRESENTATION_MESSAGES.onlyPlayerAnswers);
    if (offer.status !== 'Awaiting guardian')
      throw new AppError('CONFLICT', REPRESENTATION_MESSAGES.guardianNoLongerOpen);
    const last = await lastRepresentationLinkAt(tx, { offerId: id, playerId: offer.playerId });
    if (last && now.getTime() - last.getTime() < RESEND_COOLDOWN_MS) {
      const wait = Math.ceil((RESEND_COOLDOWN_MS - (now.getTime() - last.getTime())) / 1000);
      throw new AppError('RATE_LIMITED', REPRESENTATION_MESSAGES.guardianMailWait, undefined, wait);
    }
    const agentName = (await findOffer(tx, eq(representationOffers.id, id)))?.agentName ?? 'The agent';
    const mail = await guardianMailFor(tx, offer, player, agentName);
    if (!mail) throw new AppError('CONFLICT', REPRESENTATION_MESSAGES.guardianNoLongerOpen);
    await queueParentMail(
      tx,
      parentMail,
      player.id,
      guardianMail(mail, appOrigin, await childLanguage(tx, player.id)),
      [offer.agentId],
    );
    return { message: REPRESENTATION_MESSAGES.guardianMailSent };
  });
}
