import { messageIds } from './message-ids.ts';
/**
 * Verified clubs (docs/product.md#club-needs): a club proves it is registered with its federation,
 * as an agent proves their licence (docs/product.md#verification). A club's state is that of its
 * newest request; 'revoked' is a verification an admin took back.
 */
export const CLUB_VERIFICATION_STATUSES = ['pending', 'verified', 'denied', 'revoked'] as const;
export type TClubVerificationStatus = (typeof CLUB_VERIFICATION_STATUSES)[number];

export const CLUB_VERIFICATION_DECISIONS = ['approve', 'deny'] as const;

export const CLUB_VERIFICATION_MESSAGES = messageIds('CLUB_VERIFICATION_MESSAGES', [
  'submitted',
  'documentRequired',
  'alreadyPending',
  'alreadyVerified',
  'revokedNoResubmission',
  'notWaiting',
  'notVerified',
  'revokedNotice',
  'denyNeedsReason',
  'clubNotFound',
  'listLoadFailed',
  'noRequests',
  'noPendingRequests',
]);
