import { messageIds } from './message-ids.ts';
/**
 * The words of the admin's queues and decisions (docs/product.md#admin-pages), and the server's answers about
 * them. Apart from MESSAGES so that pages other than the admin's do not carry them.
 */
export const ADMIN_MESSAGES = messageIds('ADMIN_MESSAGES', [
  'decisionReasonRequired',
  'decisionReasonTooLong',
  'underageRequestAlreadyDecided',
  'underageRequestDeclined',
  'underageRequestDeclinedNotice',
  'verificationNotVerified',
  'verificationRevokedNotice',
  'cannotSuspendYourself',
  'cannotSuspendAdmin',
  'memberAlreadySuspended',
  'memberSuspendedNotice',
  'parentConsentRefusedAdmin',
  'queueCountsLoadFailed',
  'noPendingVerifications',
  'noDecidedReports',
  'noDecidedTransfermarktApplications',
  'noPendingUnderageRequests',
  'memberSearchTooShort',
]);

/** How many members one search of the admin's member filter answers: enough to pick from a menu. */
export const ADMIN_MEMBER_SEARCH_LIMIT = 10;

/** A queue's filter: what waits for an admin (oldest first) or what was decided (newest first). */
export const QUEUE_STATES = ['pending', 'decided'] as const;

/** The longest reason an admin may give for a decline, a revocation or a suspension. */
export const DECISION_REASON_MAX_LENGTH = 1000;
