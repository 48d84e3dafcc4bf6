import { z } from 'zod';

/**
 * The parent's side of parental consent (issue 12 §1): the page behind the mailed link works
 * without an account, so it shows only what a parent needs to decide (the child's name), never
 * the child's e-mail or birth date.
 */

/** What a mailed link is worth now: usable, past its 7 days (or replaced by a newer one), or already answered. */
export const CONSENT_LINK_STATES = ['valid', 'expired', 'used'] as const;
export type TConsentLinkState = (typeof CONSENT_LINK_STATES)[number];

/** The answers a parent can give; the page preselects one from `?answer=` but always asks for the click. */
export const CONSENT_ANSWERS = ['confirm', 'refuse'] as const;
export type TConsentAnswer = (typeof CONSENT_ANSWERS)[number];

export const ZConsentTokenQuery = z.object({ token: z.string().trim().min(1).max(200) });
export type TConsentTokenQuery = z.infer<typeof ZConsentTokenQuery>;

export const ZConsentTokenRequest = ZConsentTokenQuery;
export type TConsentTokenRequest = z.infer<typeof ZConsentTokenRequest>;

/** GET /api/parental-consent?token=… */
export const ZConsentLink = z.object({
  link: z.enum(CONSENT_LINK_STATES),
  consent: z.enum(['pending', 'confirmed', 'refused']),
  childFirstName: z.string(),
  childFullName: z.string(),
});
export type TConsentLink = z.infer<typeof ZConsentLink>;

/** POST /api/parental-consent/confirm | refuse | resend-by-token */
export const ZConsentAnswerResponse = z.object({
  consent: z.enum(['pending', 'confirmed', 'refused']),
  message: z.string(),
});
export type TConsentAnswerResponse = z.infer<typeof ZConsentAnswerResponse>;
