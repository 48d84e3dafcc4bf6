import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { ZRole } from './roles.ts';

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

/**
 * GET /api/admin/members?q=&role=: members whose name or username contains the typed text, for the
 * admin's filters by member (docs/product.md#admin-pages), which would otherwise ask for ids.
 */
export const ZAdminMemberSearchQuery = lazySchema(() =>
  z.object({
    q: z.string().trim().min(2, ADMIN_MESSAGES.memberSearchTooShort).max(100),
    role: ZRole.optional(),
  }),
);
export type TAdminMemberSearchQuery = z.infer<typeof ZAdminMemberSearchQuery>;

export const ZAdminMemberMatches = lazySchema(() =>
  z.object({
    members: z.array(z.object({ id: z.number().int(), fullName: z.string(), username: z.string(), role: ZRole })),
  }),
);
export type TAdminMemberMatches = z.infer<typeof ZAdminMemberMatches>;

/** GET /api/admin/member-counts: how many members each role has (admin dashboard toggle). */
export const ZMemberCounts = lazySchema(() => z.record(ZRole, z.number().int()));
export type TMemberCounts = z.infer<typeof ZMemberCounts>;

/**
 * GET /api/admin/queue-counts: how much waits in each admin queue (docs/product.md#admin-pages), and the mails the
 * job queue gave up on (decision 033, the 'Failed mail' list).
 */
export const ZQueueCounts = lazySchema(() =>
  z.object({
    reports: z.number().int(),
    verifications: z.number().int(),
    underageRequests: z.number().int(),
    transfermarktApplications: z.number().int(),
    /** Clubs' verification requests waiting for review (docs/product.md#club-needs). */
    clubVerifications: z.number().int(),
    failedMails: z.number().int(),
  }),
);
export type TQueueCounts = z.infer<typeof ZQueueCounts>;

/** A queue's filter: what waits for an admin (oldest first) or what was decided (newest first). */
export const QUEUE_STATES = ['pending', 'decided'] as const;
export const ZQueueState = lazySchema(() => z.enum(QUEUE_STATES));
export type TQueueState = z.infer<typeof ZQueueState>;

/** The longest reason an admin may give for a decline, a revocation or a suspension. */
export const DECISION_REASON_MAX_LENGTH = 1000;

/** The body of a decision that must say why (docs/product.md#admin-pages): trimmed, 1 to 1000 characters. */
export const ZDecisionReasonRequest = lazySchema(() =>
  z.object({
    reason: z
      .string({ error: ADMIN_MESSAGES.decisionReasonRequired })
      .trim()
      .min(1, ADMIN_MESSAGES.decisionReasonRequired)
      .max(DECISION_REASON_MAX_LENGTH, ADMIN_MESSAGES.decisionReasonTooLong),
  }),
);
export type TDecisionReasonRequest = z.infer<typeof ZDecisionReasonRequest>;
