import { z } from 'zod';
import { CONFIRMATION_LINK_STATES, CONFIRMATION_MESSAGES } from '../career.ts';
import { lazySchema } from '../lazy-schema.ts';
import { REFERENCE_MAX_CHARS, REFERENCE_MESSAGES, REFERENCE_STATUSES } from '../references.ts';

/** POST /api/references/requests: whom the player asks. */
export const ZReferenceRequestBody = lazySchema(() =>
  z.object({
    name: z.string().trim().min(1, CONFIRMATION_MESSAGES.coachNameRequired).max(100),
    email: z.string().trim().toLowerCase().email().max(254),
    role: z.string().trim().min(1, CONFIRMATION_MESSAGES.coachRoleRequired).max(60),
    club: z.string().trim().min(1, REFERENCE_MESSAGES.clubRequired).max(100),
  }),
);
export type TReferenceRequestBody = z.input<typeof ZReferenceRequestBody>;

export const ZReferenceTokenQuery = lazySchema(() => z.object({ token: z.string().trim().min(1).max(200) }));

/** POST /api/references/write: the coach's lines, from the mailed link. */
export const ZReferenceWriteBody = lazySchema(() =>
  z.object({
    token: z.string().trim().min(1).max(200),
    text: z
      .string()
      .trim()
      .min(1, REFERENCE_MESSAGES.textRequired)
      .max(REFERENCE_MAX_CHARS, REFERENCE_MESSAGES.textTooLong),
  }),
);

/** GET /api/references/request?token=…: what the coach's page shows (no account needed). */
export const ZReferenceLink = lazySchema(() =>
  z.object({
    link: z.enum(CONFIRMATION_LINK_STATES),
    playerName: z.string(),
    name: z.string(),
    role: z.string(),
    club: z.string(),
  }),
);
export type TReferenceLink = z.infer<typeof ZReferenceLink>;

/** One of the player's own references, as their list shows it: pending ones too. */
export const ZOwnReference = lazySchema(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    role: z.string(),
    club: z.string(),
    status: z.enum(REFERENCE_STATUSES),
    text: z.string().nullable(),
    askedAt: z.string(),
    /** When the link stops working; a pending reference past it will not be written. */
    expiresAt: z.string(),
    writtenAt: z.string().nullable(),
  }),
);
export type TOwnReference = z.infer<typeof ZOwnReference>;
export const ZOwnReferences = lazySchema(() => z.object({ references: z.array(ZOwnReference) }));

/** An approved reference as the profile shows it: "Reference from {name}, {role} at {club}". */
export const ZPlayerReference = lazySchema(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    role: z.string(),
    club: z.string(),
    text: z.string(),
    writtenAt: z.string(),
  }),
);
export type TPlayerReference = z.infer<typeof ZPlayerReference>;
export const ZPlayerReferences = lazySchema(() => z.object({ references: z.array(ZPlayerReference) }));

export const ZReferenceParams = lazySchema(() => z.object({ id: z.coerce.number().int().positive() }));
export const ZPlayerReferencesParams = lazySchema(() => z.object({ playerId: z.coerce.number().int().positive() }));
