/**
 * The words of the admin's queues and decisions (docs/product.md#admin-pages), and the server's answers about
 * them. Apart from MESSAGES so that pages other than the admin's do not carry them.
 */
export const ADMIN_MESSAGES = {
  decisionReasonRequired: 'Please enter a reason.',
  decisionReasonTooLong: 'The reason can be at most 1000 characters.',
  underageRequestAlreadyDecided: 'An admin has already decided on this request.',
  underageRequestDeclined: 'An admin declined your request to message this player.',
  underageRequestDeclinedNotice: 'The request was declined and the agent was told.',
  verificationNotVerified: 'This agent is not verified, so there is no verification to revoke.',
  verificationRevokedNotice: 'The verification was revoked and the agent was told.',
  cannotSuspendYourself: 'You cannot suspend your own account.',
  cannotSuspendAdmin: 'An admin account cannot be suspended. Another admin account is closed by the operators.',
  memberAlreadySuspended: 'This member is already suspended.',
  memberSuspendedNotice: 'The member was suspended and signed out everywhere.',
  parentConsentRefusedAdmin:
    'A parent or guardian refused consent for this player, who is under 18. Close the account by suspending it.',
  queueCountsLoadFailed: 'The counts could not be loaded.',
  noPendingVerifications: 'No verification request is waiting. New requests from agents will appear here.',
  noDecidedReports: 'No report has been decided yet.',
  noDecidedTransfermarktApplications: 'No application has been forwarded or rejected yet.',
  noPendingUnderageRequests: 'No request to contact a minor is waiting. New requests from agents will appear here.',
  memberSearchTooShort: 'Type at least two letters of the name or username.',
} as const;

/** How many members one search of the admin's member filter answers: enough to pick from a menu. */
export const ADMIN_MEMBER_SEARCH_LIMIT = 10;

/** A queue's filter: what waits for an admin (oldest first) or what was decided (newest first). */
export const QUEUE_STATES = ['pending', 'decided'] as const;

/** The longest reason an admin may give for a decline, a revocation or a suspension. */
export const DECISION_REASON_MAX_LENGTH = 1000;
