import { z } from 'zod';
import { ZRole } from './roles.ts';

/** GET /api/config: the build flags of SPEC §1, read at start so one build serves every deployment. */
export const ZPublicConfig = z.object({
  privateTestingMode: z.boolean(),
  signupDisabled: z.boolean(),
});
export type TPublicConfig = z.infer<typeof ZPublicConfig>;

export const ZHealth = z.object({ status: z.literal('ok') });

/** GET /api/me: who the session belongs to, and the member behind it once registered. */
export const ZMe = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    /** Two-factor sign-in is on (issue 15 §5); admins are sent to Settings until it is. */
    twoFactorEnabled: z.boolean(),
  }),
  member: z
    .object({
      id: z.number().int(),
      role: ZRole,
      fullName: z.string(),
      username: z.string(),
      /** The member's profile photo, for the header; null until one is uploaded. */
      profileImageUrl: z.string().nullable(),
    })
    .nullable(),
});
export type TMe = z.infer<typeof ZMe>;

/** The error body of every failed API call (ARCHITECTURE §5). */
export const ZApiError = z.object({
  error: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
