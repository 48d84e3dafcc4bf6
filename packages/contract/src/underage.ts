import { z } from 'zod';
import { ZQueueState } from './admin.ts';
import { lazySchema } from './lazy-schema.ts';
import { MESSAGES } from './messages.ts';
import { pageOf, ZPageQuery } from './paging.ts';
import { PARENT_CONSENT_STATES } from './safeguarding.ts';

// Revoked: a parent withdrew the approval from the link in their mail (docs/product.md#contact-requests).
// Declined: an admin said no, with a reason the agent is told (docs/product.md#admin-pages).
export const UNDERAGE_REQUEST_STATUSES = ['Approved', 'Revoked', 'Declined'] as const;

/** The longest message an agent may add to a request to contact a minor. */
export const UNDERAGE_REQUEST_MESSAGE_MAX_LENGTH = 1000;

/**
 * POST /api/underage-message-request. agentId must be the caller. The player's name,
 * birth date and e-mail are read from the player's record on the server: a minor's birth date and
 * e-mail are not shown to agents, so whatever the browser sends for them is ignored.
 */
export const ZUnderageMessageRequest = lazySchema(() =>
  z.object({
    agentId: z.number().int().positive(),
    playerId: z.number().int().positive(),
    playerFullName: z.string().max(200).optional(),
    playerDOB: z.string().max(20).nullish(),
    playerEmail: z.string().max(320).nullish(),
    /** The agent's words to the admins and, once approved, to the parent (docs/product.md#contact-requests). */
    message: z
      .string()
      .trim()
      .max(UNDERAGE_REQUEST_MESSAGE_MAX_LENGTH, MESSAGES.underageRequestMessageTooLong)
      .nullish()
      .transform((value) => value || null),
  }),
);

/** An underage message request; status null means Pending (docs/product.md#contact-requests). */
export const ZUnderageRequest = lazySchema(() =>
  z.object({
    id: z.number().int(),
    agentId: z.number().int(),
    agentName: z.string(),
    playerId: z.number().int(),
    playerFullName: z.string(),
    playerDOB: z.string(),
    playerEmail: z.string(),
    status: z.enum(UNDERAGE_REQUEST_STATUSES).nullable(),
    message: z.string().nullable(),
    /** Why an admin declined the request (docs/product.md#admin-pages); null otherwise. */
    declineReason: z.string().nullable(),
    createdAt: z.string(),
    /** What the admin weighs: whether an admin verified the agent's licence, and the parent's consent. */
    agentVerified: z.boolean(),
    parentConsent: z.enum(PARENT_CONSENT_STATES),
  }),
);
export type TUnderageRequest = z.infer<typeof ZUnderageRequest>;

export const ZUnderageRequestCreated = lazySchema(() => z.object({ id: z.number().int(), message: z.string() }));

/**
 * GET /api/underage-message-requests: without `state`, every request newest first (as before);
 * pending ones oldest first, decided ones newest first (docs/product.md#admin-pages).
 */
export const ZUnderageRequestListQuery = lazySchema(() =>
  z.object({ state: ZQueueState.optional(), ...ZPageQuery.shape }),
);
export const ZUnderageRequestList = lazySchema(() => pageOf('requests', ZUnderageRequest));
export type TUnderageRequestList = z.infer<typeof ZUnderageRequestList>;

/** The status as the admin page shows it (docs/product.md#contact-requests: Pending when the status is empty). */
export function underageStatusLabel(
  status: TUnderageRequest['status'],
): 'Pending' | NonNullable<TUnderageRequest['status']> {
  return status ?? 'Pending';
}

/** The link in the parent's approval mail (docs/product.md#contact-requests): GET shows what it is about, POST revokes. */
export const ZParentalRevokeQuery = lazySchema(() => z.object({ token: z.string().min(1).max(200) }));
export const ZParentalRevokeRequest = lazySchema(() => z.object({ token: z.string().min(1).max(200) }));

/** valid: the approval can be revoked; used: it already was (or the link was used); expired: too old. */
export const PARENTAL_REVOKE_STATES = ['valid', 'used', 'expired'] as const;

/** What the parent's page shows: only what the parent needs to recognise the request. */
export const ZParentalRevokeInfo = lazySchema(() =>
  z.object({
    state: z.enum(PARENTAL_REVOKE_STATES),
    agentName: z.string(),
    agencyName: z.string().nullable(),
    childFirstName: z.string(),
    requestMessage: z.string().nullable(),
    status: z.enum(UNDERAGE_REQUEST_STATUSES).nullable(),
  }),
);
export type TParentalRevokeInfo = z.infer<typeof ZParentalRevokeInfo>;
