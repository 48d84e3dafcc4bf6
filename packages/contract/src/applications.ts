import { z } from 'zod';
import { OPPORTUNITY_NUMBER_OFFSET } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { OPPORTUNITY_SOURCES, OPPORTUNITY_STATUSES } from './opportunities.ts';
import { pageOf } from './paging.ts';

/**
 * The text fields of POST /api/apply (SPEC §7, multipart; the file `cv` travels beside them).
 * Multipart fields arrive as strings, hence the coercion.
 */
export const ZApplyFields = z.object({
  playerId: z.coerce.number({ error: MESSAGES.applyPlayerIdMissing }).int().positive(MESSAGES.applyPlayerIdMissing),
  opportunityId: z.coerce.number().int().positive(),
  introduction: z.string({ error: MESSAGES.enterIntroduction }).trim().min(1, MESSAGES.enterIntroduction).max(5000),
  profileLink: z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || /^https?:\/\//.test(value), MESSAGES.enterValidLink),
});
export type TApplyFields = z.input<typeof ZApplyFields>;

/** The apply form in the browser: the same rules, the id fields come from the page. */
export const ZApplyForm = ZApplyFields.pick({ introduction: true, profileLink: true });

export const ZApplyResponse = z.object({ message: z.string(), applicationId: z.number().int() });
export type TApplyResponse = z.infer<typeof ZApplyResponse>;

/** GET /api/apply/{opportunityId}: whether the calling player already applied, so /apply says so instead of the form. */
export const ZAppliedStatus = z.object({ appliedAt: z.string().nullable() });
export type TAppliedStatus = z.infer<typeof ZAppliedStatus>;

/** An application of SPEC §3 with its nested opportunity, the applicant's name and the caller's star. */
export const ZApplication = z.object({
  id: z.number().int(),
  opportunityId: z.number().int(),
  playerId: z.number().int(),
  introduction: z.string(),
  profileLink: z.string().nullable(),
  /** An authorized `/api/files/:id` address, or null when no CV was sent. */
  cvUrl: z.string().nullable(),
  appliedAt: z.string(),
  opportunity: z.object({
    id: z.number().int(),
    description: z.string(),
    link: z.string().nullable(),
    source: z.enum(OPPORTUNITY_SOURCES),
    status: z.enum(OPPORTUNITY_STATUSES),
    createdAt: z.string(),
  }),
  player: z.object({ id: z.number().int(), fullName: z.string() }),
  starred: z.boolean(),
});
export type TApplication = z.infer<typeof ZApplication>;

export const ZApplicationPage = pageOf('applications', ZApplication);
export type TApplicationPage = z.infer<typeof ZApplicationPage>;

/** POST /api/star-application and DELETE /api/unstar-application (SPEC §7). */
export const ZStarRequest = z.object({
  agentId: z.coerce.number().int().positive(),
  applicationId: z.coerce.number().int().positive(),
});
export type TStarRequest = z.infer<typeof ZStarRequest>;

export const ZStarResponse = z.object({ applicationId: z.number().int(), starred: z.boolean() });
export type TStarResponse = z.infer<typeof ZStarResponse>;

/** Shortens text for the applications table (SPEC §9: 50 characters). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** The By Opportunity view numbers opportunities as 100000 plus the id (SPEC §2, §9). */
export function opportunityNumber(id: number): number {
  return OPPORTUNITY_NUMBER_OFFSET + id;
}
