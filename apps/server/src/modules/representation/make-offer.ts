import { canMoveApplication, statusMoveRefusal } from '@scouting/contract/application-status';
import { withValues } from '@scouting/contract/message-ids';
import { feeCapRefusal, offerHistoryLine, REPRESENTATION_MESSAGES } from '@scouting/contract/representation';
import type { TRepresentationOffer, ZRepresentationOfferRequest } from '@scouting/contract/schemas/representation';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { loadMember, type Member } from '../../auth/caller.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { representationAgreements, representationOffers } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../errors.ts';
import { loadApplicationFacts } from '../applications/application-facts.ts';
import { recordStatus } from '../applications/change-status.ts';
import { assertTextAllowance } from '../applications/text-allowance.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { notify } from '../notifications/notify.ts';
import type { ParentMailDeps } from '../safeguarding/texts-for-minors/parent-mail.ts';
import { copyTextToParent } from '../safeguarding/texts-for-minors/text-copy-mail.ts';
import { assertTextForMinor } from '../safeguarding/texts-for-minors/text-for-minor.ts';
import { assertCanSeePlayer } from '../safeguarding/visible-player.ts';
import { todayUtc } from './calendar-day.ts';
import { findOffer, toOffer } from './representation-rows.ts';

type OfferInput = z.output<typeof ZRepresentationOfferRequest>;

/**
 * POST /api/representation-offers (docs/product.md#representation): a verified agent offers a player they may see
 * the terms of an agreement. One open offer per agent and player, none to a player the agent
 * already represents. From an application to the agent's post, the application becomes Offered.
 * The offer, the application's move, the notification and the audit entry are one transaction.
 * The FFAR rules apply as the contract's table has them on `now` (decision 043): the fee cap only
 * while it is in force, the licence and the 1–24 months always (the schema checks the months).
 */
export async function makeOffer(
  db: Database,
  agent: Member,
  input: OfferInput,
  parentMail: ParentMailDeps & { appOrigin: string },
  now: Date = new Date(),
): Promise<TRepresentationOffer> {
  if (input.playerId === agent.id) {
    throw new AppError('VALIDATION_ERROR', REPRESENTATION_MESSAGES.offerToSelf, {
      playerId: REPRESENTATION_MESSAGES.offerToSelf,
    });
  }
  const feeRefusal = feeCapRefusal(input.feePercent, now);
  if (feeRefusal) throw new AppError('VALIDATION_ERROR', feeRefusal, { feePercent: feeRefusal });
  if (!agent.verifiedAgent) throw new AppError('AGENT_NOT_VERIFIED', REPRESENTATION_MESSAGES.needsVerification);
  const subject = await loadMember(db, input.playerId);
  if (subject && subject.role !== 'Player') {
    throw new AppError('VALIDATION_ERROR', REPRESENTATION_MESSAGES.notAPlayer, {
      playerId: REPRESENTATION_MESSAGES.notAPlayer,
    });
  }
  // A player the agent may not see (a minor without consent, a hidden or suspended profile) does not exist for them.
  await assertCanSeePlayer(db, agent, input.playerId);
  // The message is an adult's words to the player: to a minor, no contact details, and the parent
  // who consented reads a copy.
  if (subject) await assertTextForMinor(db, agent.id, subject, { message: input.message });

  try {
    const offerId = await db.transaction(async (tx) => {
      await assertNotRepresenting(tx, agent.id, input.playerId);
      if (input.applicationId !== undefined) await markApplicationOffered(tx, agent, input, input.applicationId);
      const [created] = await tx
        .insert(representationOffers)
        .values({
          agentId: agent.id,
          playerId: input.playerId,
          applicationId: input.applicationId ?? null,
          months: input.months,
          exclusive: input.exclusive,
          feeHundredths: Math.round(input.feePercent * 100),
          services: input.services,
          message: input.message,
        })
        .returning({ id: representationOffers.id });
      if (!created) throw new Error('insert returned no row');
      await notify(
        tx,
        input.playerId,
        'representation_offer',
        { key: 'representationOffer', values: { agent: agent.fullName } },
        '/representation',
      );
      await recordAudit(tx, {
        actor: agent,
        action: 'representation.offered',
        subject: subject ? { id: subject.id, fullName: subject.fullName } : null,
        target: { type: 'representation_offer', id: created.id },
        details: { months: input.months, exclusive: input.exclusive, feePercent: input.feePercent },
      });
      if (subject) {
        await copyTextToParent(tx, parentMail, subject, {
          writerId: agent.id,
          writerName: agent.fullName,
          childName: subject.fullName,
          about: { kind: 'offer' },
          text: input.message,
        });
      }
      return created.id;
    });
    const row = await findOffer(db, eq(representationOffers.id, offerId));
    if (!row) throw new Error('offer vanished after commit');
    return toOffer(row);
  } catch (error) {
    // Two tabs sending at once: the partial unique index keeps one open offer.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', REPRESENTATION_MESSAGES.offerPending);
    throw error;
  }
}

async function assertNotRepresenting(tx: DbOrTx, agentId: number, playerId: number) {
  const [active] = await tx
    .select({ endsOn: representationAgreements.endsOn })
    .from(representationAgreements)
    .where(
      and(
        eq(representationAgreements.playerId, playerId),
        eq(representationAgreements.agentId, agentId),
        gt(representationAgreements.endsOn, todayUtc()),
        isNull(representationAgreements.endedAt),
      ),
    )
    .limit(1);
  if (active)
    throw new AppError('CONFLICT', withValues(REPRESENTATION_MESSAGES.alreadyRepresenting, { until: active.endsOn }));
  const [open] = await tx
    .select({ id: representationOffers.id })
    .from(representationOffers)
    .where(
      and(
        eq(representationOffers.playerId, playerId),
        eq(representationOffers.agentId, agentId),
        // The statuses of representation_offers_one_open_idx.
        inOpenStatus(),
      ),
    )
    .limit(1);
  if (open) throw new AppError('CONFLICT', REPRESENTATION_MESSAGES.offerPending);
}

function inOpenStatus() {
  return inArray(representationOffers.status, ['Pending', 'Awaiting guardian']);
}

/** docs/product.md#representation: the offer answers the player's application to the agent's own post. */
async function markApplicationOffered(tx: DbOrTx, agent: Member, input: OfferInput, applicationId: number) {
  const facts = await loadApplicationFacts(tx, applicationId, true);
  if (facts.postedBy !== agent.id) throw new AppError('FORBIDDEN', REPRESENTATION_MESSAGES.notYourApplication);
  if (facts.playerId !== input.playerId) {
    throw new AppError('VALIDATION_ERROR', REPRESENTATION_MESSAGES.applicationOfOtherPlayer, {
      applicationId: REPRESENTATION_MESSAGES.applicationOfOtherPlayer,
    });
  }
  if (!canMoveApplication(facts.status, 'Offered', 'poster')) {
    throw new AppError('CONFLICT', statusMoveRefusal(facts.status, 'Offered'));
  }
  // The terms enter the application's history as words: they count among its texts of the day.
  await assertTextAllowance(tx, facts.id);
  // The player hears of the offer itself (one notification, not two).
  await recordStatus(tx, facts, 'Offered', agent, offerHistoryLine(input));
}
