import { z } from 'zod';
import { MESSAGES } from './messages.ts';
import { ZRole } from './roles.ts';

/** GET /api/admin/member-counts: how many members each role has (admin dashboard toggle). */
export const ZMemberCounts = z.record(ZRole, z.number().int());
export type TMemberCounts = z.infer<typeof ZMemberCounts>;

/**
 * GET /api/admin/queue-counts: how much waits in each admin queue (issue 32 §1). Failed mails
 * join as `failedMails` once the mail job queue exists; nothing counts them yet.
 */
export const ZQueueCounts = z.object({
  reports: z.number().int(),
  verifications: z.number().int(),
  underageRequests: z.number().int(),
  transfermarktApplications: z.number().int(),
});
export type TQueueCounts = z.infer<typeof ZQueueCounts>;

/** A queue's filter: what waits for an admin (oldest first) or what was decided (newest first). */
export const QUEUE_STATES = ['pending', 'decided'] as const;
export const ZQueueState = z.enum(QUEUE_STATES);
export type TQueueState = z.infer<typeof ZQueueState>;

/** The longest reason an admin may give for a decline, a revocation or a suspension. */
export const DECISION_REASON_MAX_LENGTH = 1000;

/** The body of a decision that must say why (issue 32 §2): trimmed, 1 to 1000 characters. */
export const ZDecisionReasonRequest = z.object({
  reason: z
    .string({ error: MESSAGES.decisionReasonRequired })
    .trim()
    .min(1, MESSAGES.decisionReasonRequired)
    .max(DECISION_REASON_MAX_LENGTH, MESSAGES.decisionReasonTooLong),
});
export type TDecisionReasonRequest = z.infer<typeof ZDecisionReasonRequest>;
