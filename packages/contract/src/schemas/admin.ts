import { z } from 'zod';
import { ADMIN_MESSAGES, DECISION_REASON_MAX_LENGTH, QUEUE_STATES } from '../admin.ts';
import { lazySchema } from '../lazy-schema.ts';
import { ZRole } from './roles.ts';

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
export const ZQueueState = lazySchema(() => z.enum(QUEUE_STATES));
export type TQueueState = z.infer<typeof ZQueueState>;

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
