import { REPRESENTATION_GUARDIAN_LINK_DAYS } from '@scouting/contract/representation';
import type { DbOrTx } from '../../db/client.ts';
import { findGuardianLink, issueGuardianLink, lastGuardianLinkAt } from '../safeguarding/guardian-token.ts';

type Offer = { offerId: number; playerId: number };

/**
 * Issues the link a minor's parent confirms the agreement with (docs/product.md#representation): single-use and
 * expiring as consent links are, and only the newest mail's link for the offer works.
 */
export function issueRepresentationLink(tx: DbOrTx, input: Offer & { parentEmail: string }, now = new Date()) {
  const scope = { purpose: 'representation', playerId: input.playerId, representationOfferId: input.offerId } as const;
  return issueGuardianLink(tx, scope, input.parentEmail, REPRESENTATION_GUARDIAN_LINK_DAYS, now);
}

/** The representation link behind a token, or undefined for a link we never sent. */
export function findRepresentationLink(db: DbOrTx, token: string) {
  return findGuardianLink(db, token, 'representation');
}

/** When the newest link for an offer was mailed (the resend cooldown). */
export function lastRepresentationLinkAt(db: DbOrTx, offer: Offer): Promise<Date | null> {
  return lastGuardianLinkAt(db, {
    purpose: 'representation',
    playerId: offer.playerId,
    representationOfferId: offer.offerId,
  });
}
