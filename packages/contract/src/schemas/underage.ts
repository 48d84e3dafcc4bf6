import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { MESSAGES } from '../messages.ts';
import { PARENT_CONSENT_STATES } from '../safeguarding.ts';
import { PARENTAL_REVOKE_STATES, UNDERAGE_REQUEST_MESSAGE_MAX_LENGTH, UNDERAGE_REQUEST_STATUSES } from '../underage.ts';
import { ZQueueState } from './admin.ts';
import { pageOf, ZPageQuery } from './paging.ts';

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

/** The link in the parent's approval mail (docs/product.md#contact-requests): GET shows what it is about, POST revokes. */
export const ZParentalRevokeQuery = lazySchema(() => z.object({ token: z.string().min(1).max(200) }));
export const ZParentalRevokeRequest = lazySchema(() => z.object({ token: z.string().min(1).max(200) }));

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
