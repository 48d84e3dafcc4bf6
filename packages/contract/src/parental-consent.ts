import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { STORED_PARENT_CONSENT_STATES } from './safeguarding.ts';

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

/**
 * What a mailed guardian link is for: answering consent, revoking an agent's approved contact, or
 * confirming the child's representation agreement (issue 28).
 */
export const GUARDIAN_TOKEN_PURPOSES = ['consent', 'revoke', 'representation'] as const;

export const ZConsentTokenQuery = lazySchema(() => z.object({ token: z.string().trim().min(1).max(200) }));

export const ZConsentTokenRequest = ZConsentTokenQuery;

/** GET /api/parental-consent?token=… */
export const ZConsentLink = lazySchema(() =>
  z.object({
    link: z.enum(CONSENT_LINK_STATES),
    consent: z.enum(STORED_PARENT_CONSENT_STATES),
    childFirstName: z.string(),
    childFullName: z.string(),
    /** The parent who consented may ask for the child's account to be deleted from this link (issue 27). */
    canDeleteChild: z.boolean(),
  }),
);
export type TConsentLink = z.infer<typeof ZConsentLink>;

/** POST /api/parental-consent/confirm | refuse | resend-by-token */
export const ZConsentAnswerResponse = lazySchema(() =>
  z.object({
    consent: z.enum(STORED_PARENT_CONSENT_STATES),
    message: z.string(),
  }),
);
export type TConsentAnswerResponse = z.infer<typeof ZConsentAnswerResponse>;

/**
 * What a parent is told before deciding, in the mail and on the page alike (GDPR Art. 8, UK Age
 * Appropriate Design Code): what is shown to whom, and how agents may reach the child.
 */
export const CONSENT_EXPLANATION = {
  why: 'Because your child is under 18, we need your consent before they can apply to opportunities, send messages or upload photos and documents.',
  shown:
    'Your child’s profile, videos and place in the video pool are visible only to the network’s admins and to agents whose licence an admin has verified, and only after you confirm. Other members do not see your child at all. Nobody but the admins ever sees your child’s e-mail, your e-mail, the exact date of birth or any document; agents see the age as a number.',
  contact:
    'An agent can only message your child after an admin approves a request. When that happens we e-mail you, naming the agent, and you can revoke the approval at once. Messages agents send to your child are kept.',
  refuse: 'If you refuse, your child cannot use the network and an admin closes the account.',
} as const;

/**
 * The mailbox an address reaches, for comparing two addresses: letters in one case, and a
 * `+tag` dropped from the local part (most providers deliver `kid+mum@x` to `kid@x`).
 */
export function mailboxOf(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0) return trimmed;
  const local = trimmed.slice(0, at).split('+')[0] || trimmed.slice(0, at);
  return `${local}${trimmed.slice(at)}`;
}

/**
 * A child may not name their own address as their parent's (issue 27 §4): not their sign-in
 * e-mail, not their contact address, in any letter case or with a `+tag`.
 */
export function isChildsOwnAddress(
  parentEmail: string,
  childAddresses: readonly (string | null | undefined)[],
): boolean {
  const parent = mailboxOf(parentEmail);
  return childAddresses.some((address) => typeof address === 'string' && mailboxOf(address) === parent);
}
