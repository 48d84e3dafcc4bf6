import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { CONSENT_LINK_STATES } from '../parental-consent.ts';
import { STORED_PARENT_CONSENT_STATES } from '../safeguarding.ts';

const consentToken = () => z.object({ token: z.string().trim().min(1).max(200) });

export const ZConsentTokenQuery = lazySchema(consentToken);

export const ZConsentTokenRequest = lazySchema(consentToken);

/** GET /api/parental-consent?token=… */
export const ZConsentLink = lazySchema(() =>
  z.object({
    link: z.enum(CONSENT_LINK_STATES),
    consent: z.enum(STORED_PARENT_CONSENT_STATES),
    childFirstName: z.string(),
    childFullName: z.string(),
    /** The parent who consented may ask for the child's account to be deleted from this link (docs/product.md#deleting-an-account). */
    canDeleteChild: z.boolean(),
  }),
);
export type TConsentLink = z.infer<typeof ZConsentLink>;

/** POST /api/parental-consent/confirm | refuse | resend-by-token */
export const ZConsentAnswerResponse = lazySchema(() =>
  z.object({
    consent: z.enum(STORED_PARENT_CONSENT_STATES),
    message: z.string(),
    // A parent who answered signed in is now the child's guardian: the page links their dashboard.
    guardianLinked: z.boolean().optional(),
  }),
);
export type TConsentAnswerResponse = z.infer<typeof ZConsentAnswerResponse>;
