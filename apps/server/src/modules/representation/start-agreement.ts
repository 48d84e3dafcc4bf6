import { acceptanceConflict, addMonths, REPRESENTATION_MESSAGES } from '@scouting/contract/representation';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { loadMember } from '../../auth/caller.ts';
import type { DbOrTx } from '../../db/client.ts';
import { members, players, representationAgreements, representationOffers } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { todayUtc } from './calendar-day.ts';

type Offer = typeof representationOffers.$inferSelect;

/**
 * The checks an agreement must pass at the moment it would start, whether the player accepts or a
 * minor's parent confirms: the agent still licensed, and one exclusive agent at a time (FFAR).
 * The player's row is locked first, so two acceptances at once decide in turn.
 */
export async function assertCanStart(tx: DbOrTx, offer: Offer, today = todayUtc()): Promise<void> {
  const agent = await loadMember(tx, offer.agentId);
  if (!agent?.verifiedAgent || agent.suspended) {
    throw new AppError('CONFLICT', REPRESENTATION_MESSAGES.agentNoLongerVerified);
  }
  await tx.select({ id: players.memberId }).from(players).where(eq(players.memberId, offer.playerId)).for('update');
  const active = await tx
    .select({
      agentId: representationAgreements.agentId,
      agentName: members.fullName,
      exclusive: representationAgreements.exclusive,
      endsOn: representationAgreements.endsOn,
    })
    .from(representationAgreements)
    .innerJoin(members, eq(members.id, representationAgreements.agentId))
    .where(
      and(
        eq(representationAgreements.playerId, offer.playerId),
        gt(representationAgreements.endsOn, today),
        isNull(representationAgreements.endedAt),
      ),
    );
  const conflict = acceptanceConflict(offer, active);
  if (conflict) throw new AppError('CONFLICT', conflict);
}

/** Writes the agreement: from today for the months offered; the terms stay on the offer it refers to. */
export async function startAgreement(
  tx: DbOrTx,
  offer: Offer,
  signedAt: Date,
  guardianConfirmedAt: Date | null,
  today = todayUtc(),
): Promise<number> {
  const [created] = await tx
    .insert(representationAgreements)
    .values({
      offerId: offer.id,
      agentId: offer.agentId,
      playerId: offer.playerId,
      exclusive: offer.exclusive,
      startsOn: today,
      endsOn: addMonths(today, offer.months),
      signedAt,
      guardianConfirmedAt,
    })
    .returning({ id: representationAgreements.id });
  if (!created) throw new Error('insert returned no row');
  await tx
    .update(representationOffers)
    .set({ status: 'Accepted', answeredAt: offer.answeredAt ?? signedAt })
    .where(eq(representationOffers.id, offer.id));
  return created.id;
}
