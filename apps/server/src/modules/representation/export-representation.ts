import type { TRepresentation, TRepresentationOffer } from '@scouting/contract/schemas/representation';
import { asc, eq, or } from 'drizzle-orm';
import { representationAgreements, representationOffers } from '../../db/schema/index.ts';
import { EXPORT_ROWS, type ExportReader } from '../../platform/account-export/export-values.ts';
import { selectAgreements, selectOffers, toOffer, toRepresentation } from './representation-rows.ts';

/** A member's offers (made or received) and agreements, for their data export (docs/product.md#deleting-an-account, GDPR Art. 15). */
export async function exportRepresentation({
  db,
  member,
  cut,
}: ExportReader): Promise<{ offers: TRepresentationOffer[]; agreements: TRepresentation[] }> {
  const offers = await selectOffers(db)
    .where(or(eq(representationOffers.playerId, member.id), eq(representationOffers.agentId, member.id)))
    .orderBy(asc(representationOffers.id))
    .limit(EXPORT_ROWS);
  const agreements = await selectAgreements(db)
    .where(or(eq(representationAgreements.playerId, member.id), eq(representationAgreements.agentId, member.id)))
    .orderBy(asc(representationAgreements.id))
    .limit(EXPORT_ROWS);
  return {
    offers: cut('representationOffers', offers).map(toOffer),
    agreements: cut('representationAgreements', agreements).map((row) => toRepresentation(row)),
  };
}
