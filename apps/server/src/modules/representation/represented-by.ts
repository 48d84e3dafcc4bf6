import type { TRepresentedBy } from '@scouting/contract/schemas/representation';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { members, representationAgreements } from '../../db/schema/index.ts';
import { todayUtc } from './calendar-day.ts';

/**
 * The agent a player's profile names (docs/product.md#representation): the active agreement, the exclusive one first
 * when there are several, until its end date. One indexed read of the player's agreements.
 */
export async function representedBy(db: DbOrTx, playerId: number, today = todayUtc()): Promise<TRepresentedBy | null> {
  const [row] = await db
    .select({
      agreementId: representationAgreements.id,
      agentId: representationAgreements.agentId,
      name: members.fullName,
      until: representationAgreements.endsOn,
    })
    .from(representationAgreements)
    .innerJoin(members, eq(members.id, representationAgreements.agentId))
    .where(
      and(
        eq(representationAgreements.playerId, playerId),
        gt(representationAgreements.endsOn, today),
        isNull(representationAgreements.endedAt),
        // An agent taken off the network (suspended, hidden or deleted) is not shown as anyone's agent.
        isNull(members.suspendedAt),
        isNull(members.profileHiddenAt),
      ),
    )
    .orderBy(desc(representationAgreements.exclusive), desc(representationAgreements.id))
    .limit(1);
  return row ?? null;
}
