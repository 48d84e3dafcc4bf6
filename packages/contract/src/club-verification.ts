/**
 * Verified clubs (docs/product.md#club-needs): a club proves it is registered with its federation,
 * as an agent proves their licence (docs/product.md#verification). A club's state is that of its
 * newest request; 'revoked' is a verification an admin took back.
 */
export const CLUB_VERIFICATION_STATUSES = ['pending', 'verified', 'denied', 'revoked'] as const;
export type TClubVerificationStatus = (typeof CLUB_VERIFICATION_STATUSES)[number];

export const CLUB_VERIFICATION_DECISIONS = ['approve', 'deny'] as const;

export const CLUB_VERIFICATION_MESSAGES = {
  submitted: 'Thank you. Your club verification request was sent and an admin will review it.',
  documentRequired: 'Please attach your federation registration document.',
  alreadyPending: 'Your club verification request is already waiting for review.',
  alreadyVerified: 'Your club is already verified.',
  revokedNoResubmission: 'An admin revoked your club verification. Please contact us before asking again.',
  notWaiting: 'This club has no verification request waiting for review.',
  notVerified: 'This club is not verified, so there is no verification to revoke.',
  revokedNotice: 'The verification was revoked and the club was told.',
  denyNeedsReason: 'Please give the club a reason for the denial.',
  clubNotFound: 'This club does not exist.',
  listLoadFailed: 'The club verification requests could not be loaded. Please try again.',
  noRequests: 'No club has asked to be verified yet.',
  noPendingRequests: 'No club verification request is waiting for review.',
} as const;
