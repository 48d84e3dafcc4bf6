/**
 * Parents as members (docs/product.md#parents): a guardian's own account, one place for everything
 * about their child. How a guardian link was made: a signed-in parent confirmed the consent link
 * mailed to them, an admin linked them, or the child's other guardian invited them.
 */
export const GUARDIAN_LINK_SOURCES = ['consent_link', 'admin', 'guardian_invite'] as const;
export type TGuardianLinkSource = (typeof GUARDIAN_LINK_SOURCES)[number];

/** What a guardian may see and do, said to the child (docs/product.md#parents). */
export const GUARDIAN_SEES = [
  'contactRequests',
  'conversationPartners',
  'applications',
  'trialInvitations',
  'representation',
  'pitches',
  'feedback',
  'videos',
] as const;
export const GUARDIAN_DOES = [
  'confirmRepresentation',
  'revokeConsent',
  'hideVideos',
  'declineTrials',
  'exportData',
  'deleteAccount',
  'inviteGuardian',
] as const;
export const GUARDIAN_INVITE_DAYS = 7;

/**
 * Guardian links made by an admin (docs/product.md#parents): a child has at most this many guardians
 * with an account, whichever way each link was made.
 */
export const MAX_GUARDIANS_PER_CHILD = 2;
