import type { TConsentLinkState } from '@scouting/contract/parental-consent';
import type { DbOrTx } from '../../../db/client.ts';
import { findGuardianLink, issueGuardianLink, lastGuardianLinkAt } from '../guardian-token.ts';

/** A consent link stays usable for a week: long enough for a parent to read their mail, short enough to go stale. */
export const CONSENT_LINK_DAYS = 7;

/** One mail per minute at most, whoever asks for it: a mailbox must not be flooded through us. */
export const RESEND_COOLDOWN_MS = 60_000;

/** Issues a new consent link for a player's parent; only the newest mail's link works. */
export function issueConsentToken(tx: DbOrTx, playerId: number, parentEmail: string, now = new Date()) {
  return issueGuardianLink(tx, { purpose: 'consent', playerId }, parentEmail, CONSENT_LINK_DAYS, now);
}

/** The consent token behind a link, or undefined for a link we never sent. */
export function findConsentToken(db: DbOrTx, token: string) {
  return findGuardianLink(db, token, 'consent');
}

export function consentLinkState(row: { usedAt: Date | null; expiresAt: Date }, now = new Date()): TConsentLinkState {
  if (row.usedAt) return 'used';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'valid';
}

/** When the newest consent link of a player was issued (for the resend cooldown). */
export function lastConsentLinkAt(db: DbOrTx, playerId: number): Promise<Date | null> {
  return lastGuardianLinkAt(db, { purpose: 'consent', playerId });
}
