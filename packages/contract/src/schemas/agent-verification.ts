import { z } from 'zod';
import { REJECTION_REASON_MAX_LENGTH } from '../agent-verification.ts';
import { lazySchema } from '../lazy-schema.ts';
import { MESSAGES } from '../messages.ts';
import { VERIFICATION_STATUSES } from '../profiles.ts';
import { ZQueueState } from './admin.ts';
import { cursorOf, pageOf, pageQuery } from './paging.ts';
import { optionalText, requiredText } from './text-fields.ts';

const allFields = lazySchema(() =>
  z.string({ error: MESSAGES.fillInAllFields }).trim().min(1, MESSAGES.fillInAllFields),
);

/**
 * PUT /api/agent-details/{userId} (docs/product.md#verification): all three required after
 * trimming; the website follows the registration wizard's rule (a full http(s) address).
 */
export const ZAgentDetailsUpdateRequest = lazySchema(() =>
  z.object({
    agencyName: allFields.max(200),
    agencyWebsite: allFields.max(300).pipe(z.url({ protocol: /^https?$/, error: MESSAGES.invalidUrl })),
    countryOfOperation: allFields.max(100),
  }),
);
export type TAgentDetailsUpdateRequest = z.infer<typeof ZAgentDetailsUpdateRequest>;

/** The text fields of POST /api/request-agent-verification (multipart, docs/product.md#verification). */
export const ZAgentVerificationFields = lazySchema(() =>
  z.object({
    agentId: z.coerce.number({ error: MESSAGES.fieldRequired }).int().positive(),
    fullName: requiredText(200),
    licenseNumber: requiredText(100),
    issuingBody: requiredText(200),
    agencyName: optionalText(200),
    agencyWebsite: optionalText(300).pipe(
      z.union([z.null(), z.url({ protocol: /^https?$/, error: MESSAGES.invalidUrl })]),
    ),
    // A checkbox in a form arrives as text; only an explicit yes counts as agreeing.
    agreedToTerms: z
      .string()
      .optional()
      .transform((value) => value === 'true' || value === 'on')
      .refine(Boolean, MESSAGES.verificationTermsRequired),
  }),
);
export type TAgentVerificationFields = z.infer<typeof ZAgentVerificationFields>;

export const ZAgentVerificationCreated = lazySchema(() =>
  z.object({
    id: z.number().int(),
    verificationStatus: z.enum(VERIFICATION_STATUSES),
    message: z.string(),
  }),
);

/**
 * A verification request as admins review it. allowResubmission is the agent's current
 * permission (it lives on the agent, not on one request); verificationStatus the agent's state now.
 */
export const ZAgentVerificationRequest = lazySchema(() =>
  z.object({
    id: z.number().int(),
    agentId: z.number().int(),
    agentName: z.string(),
    fullName: z.string(),
    licenseNumber: z.string(),
    issuingBody: z.string(),
    licenseFileUrl: z.string(),
    idFileUrl: z.string(),
    agencyName: z.string().nullable(),
    agencyWebsite: z.string().nullable(),
    agreedToTerms: z.boolean(),
    reviewed: z.boolean(),
    approved: z.boolean().nullable(),
    rejectionReason: z.string().nullable(),
    allowResubmission: z.boolean(),
    agentProfileUrl: z.string(),
    verificationStatus: z.enum(VERIFICATION_STATUSES),
    /** Whether this is the agent's newest request: only its denial can be reopened. */
    isLatest: z.boolean(),
    createdAt: z.string(),
    reviewedAt: z.string().nullable(),
  }),
);
export type TAgentVerificationRequest = z.infer<typeof ZAgentVerificationRequest>;

/** Pending first, then newest first: the cursor holds both keys (reviewed, id). */
export const verificationCursor = cursorOf(() => [z.boolean(), z.number().int().positive()]);
/**
 * GET /api/admin/agent-verifications: without `state`, waiting requests first, then newest first
 * (as before); with `state`, only what waits, oldest first, or only what was decided, newest first
 * (docs/product.md#admin-pages). The cursor keeps both keys either way.
 */
export const ZAgentVerificationListQuery = lazySchema(() =>
  z.object({
    state: ZQueueState.optional(),
    ...pageQuery(verificationCursor, 50).shape,
  }),
);
export const ZAgentVerificationList = lazySchema(() => pageOf('requests', ZAgentVerificationRequest));
export type TAgentVerificationList = z.infer<typeof ZAgentVerificationList>;

/**
 * PUT /api/admin/agent-verifications/{id} (docs/product.md#verification): a decision `{ reviewed: true, approved,
 * rejectionReason?, allowResubmission? }`, or `{ allowResubmission }` alone (the toggle).
 */
export const ZAgentVerificationReview = lazySchema(() =>
  z
    .object({
      reviewed: z.literal(true).optional(),
      approved: z.boolean().optional(),
      rejectionReason: z
        .string()
        .trim()
        .max(REJECTION_REASON_MAX_LENGTH)
        .nullish()
        .transform((value) => value || null),
      allowResubmission: z.boolean().optional(),
    })
    .superRefine((value, context) => {
      const decision = value.reviewed !== undefined || value.approved !== undefined;
      if (decision && (value.reviewed !== true || value.approved === undefined)) {
        context.addIssue({ code: 'custom', path: ['approved'], message: MESSAGES.verificationDecisionIncomplete });
      }
      if (!decision && value.allowResubmission === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['allowResubmission'],
          message: MESSAGES.verificationDecisionIncomplete,
        });
      }
      if (value.approved === true && (value.rejectionReason || value.allowResubmission)) {
        context.addIssue({ code: 'custom', path: ['approved'], message: MESSAGES.verificationApproveWithReason });
      }
      if (!decision && value.rejectionReason) {
        context.addIssue({
          code: 'custom',
          path: ['rejectionReason'],
          message: MESSAGES.verificationDecisionIncomplete,
        });
      }
    }),
);
export type TAgentVerificationReview = z.input<typeof ZAgentVerificationReview>;
