import { isUnderage } from '@scouting/contract/age';
import { representationStatus } from '@scouting/contract/representation';
import type { TRepresentation, TRepresentationOffer } from '@scouting/contract/schemas/representation';
import { eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { agents, members, representationAgreements, representationOffers } from '../../db/schema/index.ts';
import { todayUtc } from './calendar-day.ts';

/** The offer's player and agent: both names are joined in, never copied, so an erased member reads "Deleted member". */
const player = alias(members, 'player');
const agent = alias(members, 'agent');
const endedBy = alias(members, 'ended_by_member');

const partyColumns = {
  playerName: player.fullName,
  playerDob: player.dob,
  agentName: agent.fullName,
  agencyName: agents.agencyName,
  agentVerification: agents.verificationStatus,
};

/** Offers with their parties and the agreement made from them; the caller adds conditions and order. */
export function selectOffers(db: DbOrTx) {
  return db
    .select({ offer: representationOffers, agreementId: representationAgreements.id, ...partyColumns })
    .from(representationOffers)
    .innerJoin(player, eq(player.id, representationOffers.playerId))
    .innerJoin(agent, eq(agent.id, representationOffers.agentId))
    .leftJoin(agents, eq(agents.memberId, representationOffers.agentId))
    .leftJoin(representationAgreements, eq(representationAgreements.offerId, representationOffers.id));
}

export type OfferRow = Awaited<ReturnType<ReturnType<typeof selectOffers>['where']>>[number];

/** Agreements with their offer's terms, their parties and who ended them. */
export function selectAgreements(db: DbOrTx) {
  return db
    .select({
      agreement: representationAgreements,
      offer: representationOffers,
      endedByName: endedBy.fullName,
      ...partyColumns,
    })
    .from(representationAgreements)
    .innerJoin(representationOffers, eq(representationOffers.id, representationAgreements.offerId))
    .innerJoin(player, eq(player.id, representationAgreements.playerId))
    .innerJoin(agent, eq(agent.id, representationAgreements.agentId))
    .leftJoin(agents, eq(agents.memberId, representationAgreements.agentId))
    .leftJoin(endedBy, eq(endedBy.id, representationAgreements.endedBy));
}

export type AgreementRow = Awaited<ReturnType<ReturnType<typeof selectAgreements>['where']>>[number];

type Parties = Pick<OfferRow, 'playerName' | 'playerDob' | 'agentName' | 'agencyName' | 'agentVerification'>;

function partiesOf(row: Parties, ids: { playerId: number; agentId: number }) {
  return {
    player: {
      id: ids.playerId,
      fullName: row.playerName,
      isMinor: row.playerDob !== null && isUnderage(row.playerDob),
    },
    agent: {
      id: ids.agentId,
      fullName: row.agentName,
      agencyName: row.agencyName ?? null,
      verified: row.agentVerification === 'verified',
    },
  };
}

function termsOf(offer: typeof representationOffers.$inferSelect) {
  return {
    months: offer.months,
    exclusive: offer.exclusive,
    feePercent: offer.feeHundredths / 100,
    services: offer.services,
    message: offer.message,
  };
}

export function toOffer(row: OfferRow): TRepresentationOffer {
  const { offer } = row;
  return {
    id: offer.id,
    status: offer.status,
    ...partiesOf(row, offer),
    ...termsOf(offer),
    applicationId: offer.applicationId,
    createdAt: offer.createdAt.toISOString(),
    answeredAt: offer.answeredAt?.toISOString() ?? null,
    agreementId: row.agreementId ?? null,
  };
}

export function toRepresentation(row: AgreementRow, today = todayUtc()): TRepresentation {
  const { agreement, offer } = row;
  return {
    id: agreement.id,
    offerId: offer.id,
    status: representationStatus(agreement, today),
    ...partiesOf(row, agreement),
    ...termsOf(offer),
    startsOn: agreement.startsOn,
    endsOn: agreement.endsOn,
    signedAt: agreement.signedAt.toISOString(),
    guardianConfirmedAt: agreement.guardianConfirmedAt?.toISOString() ?? null,
    endedAt: agreement.endedAt?.toISOString() ?? null,
    endedBy:
      agreement.endedBy !== null && row.endedByName !== null
        ? { id: agreement.endedBy, fullName: row.endedByName }
        : null,
  };
}

/** One offer by a condition (its id), or undefined. */
export async function findOffer(db: DbOrTx, where: SQL): Promise<OfferRow | undefined> {
  const [row] = await selectOffers(db).where(where).limit(1);
  return row;
}
