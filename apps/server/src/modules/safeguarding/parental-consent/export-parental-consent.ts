import type { TAccountExport } from '@scouting/contract/schemas/account-export';
import { eq } from 'drizzle-orm';
import { players } from '../../../db/schema/index.ts';
import { type ExportReader, isoOrNull } from '../../../platform/account-export/export-values.ts';

/** A player's parental consent in their data export: the parent's address and answer, when a parent was asked. */
export async function exportParentalConsent({
  db,
  member,
}: ExportReader): Promise<TAccountExport['safeguarding']['parentalConsent']> {
  const [consent] =
    member.role === 'Player'
      ? await db
          .select({
            parentEmail: players.parentEmail,
            state: players.parentConsent,
            answeredAt: players.parentConsentAt,
          })
          .from(players)
          .where(eq(players.memberId, member.id))
      : [];
  return consent?.parentEmail
    ? { parentEmail: consent.parentEmail, state: consent.state, answeredAt: isoOrNull(consent.answeredAt) }
    : null;
}
