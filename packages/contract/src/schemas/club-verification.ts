import { z } from 'zod';
import {
  CLUB_VERIFICATION_DECISIONS,
  CLUB_VERIFICATION_MESSAGES,
  CLUB_VERIFICATION_STATUSES,
} from '../club-verification.ts';
import { lazySchema } from '../lazy-schema.ts';
import { ZQueueState } from './admin.ts';
import { cursorOf, pageOf, pageQuery } from './paging.ts';
import { requiredText } from './text-fields.ts';

/** The text fields of POST /api/club-verifications (multipart, with the `document` file). */
export const ZClubVerificationFields = lazySchema(() =>
  z.object({
    federation: requiredText(200),
    registrationNumber: requiredText(100),
  }),
);
export type TClubVerificationFields = z.infer<typeof ZClubVerificationFields>;

export const ZClubVerificationCreated = lazySchema(() =>
  z.object({
    id: z.number().int(),
    verificationStatus: z.enum(CLUB_VERIFICATION_STATUSES),
    message: z.string(),
  }),
);

/** A club's verification request as admins review it. */
export const ZClubVerificationRequest = lazySchema(() =>
  z.object({
    id: z.number().int(),
    clubId: z.number().int(),
    clubName: z.string(),
    clubCountry: z.string(),
    federation: z.string(),
    registrationNumber: z.string(),
    documentUrl: z.string(),
    status: z.enum(CLUB_VERIFICATION_STATUSES),
    reason: z.string().nullable(),
    clubProfileUrl: z.string(),
    createdAt: z.string(),
    reviewedAt: z.string().nullable(),
  }),
);
export type TClubVerificationRequest = z.infer<typeof ZClubVerificationRequest>;

/** Waiting first (oldest first under `pending`), else newest first: the cursor holds (decided, id). */
export const clubVerificationCursor = cursorOf(() => [z.boolean(), z.number().int().positive()]);
export const ZClubVerificationListQuery = lazySchema(() =>
  z.object({ state: ZQueueState.optional(), ...pageQuery(clubVerificationCursor, 50).shape }),
);
export const ZClubVerificationList = lazySchema(() => pageOf('requests', ZClubVerificationRequest));
export type TClubVerificationList = z.infer<typeof ZClubVerificationList>;

export const ZClubIdParams = lazySchema(() => z.object({ clubId: z.coerce.number().int().positive() }));

/** PUT /api/admin/club-verifications/{clubId}: a denial says why, so the club can fix it. */
export const ZClubVerificationDecision = lazySchema(() =>
  z
    .object({
      decision: z.enum(CLUB_VERIFICATION_DECISIONS),
      reason: z
        .string()
        .trim()
        .max(1000)
        .nullish()
        .transform((value) => value || null),
    })
    .superRefine((value, context) => {
      if (value.decision === 'deny' && !value.reason) {
        context.addIssue({ code: 'custom', path: ['reason'], message: CLUB_VERIFICATION_MESSAGES.denyNeedsReason });
      }
    }),
);
export type TClubVerificationDecision = z.input<typeof ZClubVerificationDecision>;

/** GET /api/club-verifications/mine: the club's own state, for its dashboard. */
export const ZOwnClubVerification = lazySchema(() =>
  z.object({
    status: z.enum(['not_requested', ...CLUB_VERIFICATION_STATUSES]),
    reason: z.string().nullable(),
  }),
);
export type TOwnClubVerification = z.infer<typeof ZOwnClubVerification>;
