import { ageFromBirthYearMonth } from '@scouting/contract/age';
import {
  availableForDeal,
  playerMatchesNeed,
  type TDealCandidate,
  type TNeedCandidate,
} from '@scouting/contract/club-needs';
import type { TClubNeed, TClubNeedMatch } from '@scouting/contract/schemas/club-needs';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { members, players, representationAgreements } from '../../db/schema/index.ts';

export type RepresentedPlayer = TNeedCandidate & TDealCandidate & { playerId: number; fullName: string };

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The players an agent represents now (docs/product.md#representation): an agreement that started,
 * has not reached its end date and was not ended. One read through representation_agreements_agent_idx.
 */
export async function representedPlayers(db: DbOrTx, agentId: number, day = today()): Promise<RepresentedPlayer[]> {
  const rows = await db
    .selectDistinctOn([representationAgreements.playerId], {
      playerId: representationAgreements.playerId,
      fullName: members.fullName,
      dob: members.dob,
      primaryPosition: players.primaryPosition,
      secondaryPosition: players.secondaryPosition,
      preferredFoot: players.preferredFoot,
      heightM: players.heightM,
      availability: players.availability,
      contractUntil: players.contractUntil,
    })
    .from(representationAgreements)
    .innerJoin(players, eq(players.memberId, representationAgreements.playerId))
    .innerJoin(members, eq(members.id, representationAgreements.playerId))
    .where(
      and(
        eq(representationAgreements.agentId, agentId),
        lte(representationAgreements.startsOn, day),
        gt(representationAgreements.endsOn, day),
        isNull(representationAgreements.endedAt),
        isNull(members.deletedAt),
      ),
    )
    .orderBy(representationAgreements.playerId);
  return rows.flatMap((row) => (row.dob ? [{ ...row, dob: row.dob }] : []));
}

/** The represented players who fit a requirement, for the agent's `/club-needs` page. */
export function matchesFor(
  need: Pick<TClubNeed, 'positions' | 'ageMin' | 'ageMax' | 'foot' | 'minHeight' | 'dealTypes' | 'deadline'>,
  roster: RepresentedPlayer[],
  now = new Date(),
): TClubNeedMatch[] {
  return roster
    .filter((player) => playerMatchesNeed(player, need, now, () => availableForDeal(player, need)))
    .map((player) => ({
      playerId: player.playerId,
      fullName: player.fullName,
      position: need.positions.includes(player.primaryPosition) ? player.primaryPosition : player.secondaryPosition,
      age: ageFromBirthYearMonth(player.dob, now),
    }));
}
