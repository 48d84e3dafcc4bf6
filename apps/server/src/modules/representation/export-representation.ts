import type { TRepresentation, TRepresentationOffer } from '@scouting/contract/schemas/representation';
import { asc, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { representationAgreements, representationOffers } from '../../db/schema/index.ts';
import { selectAgreements, selectOffers, toOffer, toRepresentation } from './representation-rows.ts';

/** A member's offers (made or received) and agreements, for their data export (docs/product.md#deleting-an-account, GDPR Art. 15). */
export async function exportRepresentation(
  db: DbOrTx,
  memberId: number,
  limit: number,
): Promise<{ offers: TRepresentationOffer[]; agreements: TRepresentation[] }> {
  const offers = await selectOffers(db)
    .where(or(eq(representationOffers.playerId, memberId), eq(representationOffers.agentId, memberId)))
    .orderBy(asc(representationOffers.id))
    .limit(limit);
  const agreements = await selectAgreements(db)
    .where(or(eq(representationAgreements.playerId, memberId), eq(representationAgreements.agentId, memberId)))
    .orderBy(asc(representationAgreements.id))
    .limit(limit);
  return { offers: offers.map(toOffer), agreements: agreements.map((row) => toRepresentation(row)) };
}
