/**
 * The parent's side of parental consent (docs/product.md#parental-consent): the page behind the mailed link works
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
 * What a mailed guardian link is for: answering consent, revoking an agent's approved contact,
 * confirming the child's representation agreement (decision 025), or becoming the child's second
 * guardian at the other guardian's invitation (docs/product.md#parents).
 */
export const GUARDIAN_TOKEN_PURPOSES = ['consent', 'revoke', 'representation', 'guardian_invite'] as const;

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

/** How a provider reads the name before the `@`: what it ignores, and where a tag starts. */
type MailboxRule = { tagSeparator: '+' | '-'; ignored?: RegExp };

const GMAIL: MailboxRule = { tagSeparator: '+', ignored: /\./g };
const PLUS_TAGS: MailboxRule = { tagSeparator: '+' };
// Proton treats john.doe, john_doe and john-doe as one address and drops a +tag.
const PROTON: MailboxRule = { tagSeparator: '+', ignored: /[._-]/g };
// Yahoo's disposable addresses are name-keyword@; a `+` is not a tag there.
const YAHOO: MailboxRule = { tagSeparator: '-' };

/** The well-known providers' rules by domain; googlemail.com is delivered as gmail.com. */
const PROVIDER_RULES: Record<string, { rule: MailboxRule; domain?: string }> = {
  'gmail.com': { rule: GMAIL },
  'googlemail.com': { rule: GMAIL, domain: 'gmail.com' },
  'outlook.com': { rule: PLUS_TAGS },
  'hotmail.com': { rule: PLUS_TAGS },
  'live.com': { rule: PLUS_TAGS },
  'msn.com': { rule: PLUS_TAGS },
  'icloud.com': { rule: PLUS_TAGS },
  'me.com': { rule: PLUS_TAGS },
  'mac.com': { rule: PLUS_TAGS },
  'proton.me': { rule: PROTON },
  'protonmail.com': { rule: PROTON },
  'protonmail.ch': { rule: PROTON },
  'pm.me': { rule: PROTON },
  'ymail.com': { rule: YAHOO },
  'rocketmail.com': { rule: YAHOO },
};

function providerOf(domain: string): { rule: MailboxRule; domain?: string } {
  const known = PROVIDER_RULES[domain];
  if (known) return known;
  // Microsoft's and Yahoo's country domains (hotmail.co.uk, outlook.fr, yahoo.com.br, …).
  if (/^(outlook|hotmail|live)\.[a-z.]+$/.test(domain)) return { rule: PLUS_TAGS };
  if (/^yahoo\.[a-z.]+$/.test(domain)) return { rule: YAHOO };
  // Any other domain: a +tag is dropped too, as most servers deliver `kid+mum@x` to `kid@x`; a
  // wrong match only asks the child for another address, a missed one lets them answer for a parent.
  return { rule: PLUS_TAGS };
}

/**
 * The mailbox an address reaches, for comparing two addresses the way their provider does: letters
 * in one case, a tag dropped from the name (`+` at most providers, `-` at Yahoo), and the characters
 * the provider ignores taken out (dots at Gmail; dots, hyphens and underscores at Proton).
 * An address with no name before its tag or its `@` stays as it is.
 */
export function canonicalMailbox(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0) return trimmed;
  const domain = trimmed.slice(at + 1);
  const provider = providerOf(domain);
  const untagged = trimmed.slice(0, at).split(provider.rule.tagSeparator)[0] ?? '';
  const name = provider.rule.ignored ? untagged.replace(provider.rule.ignored, '') : untagged;
  if (name === '') return trimmed;
  return `${name}@${provider.domain ?? domain}`;
}

/**
 * A child may not name their own address as their parent's (docs/product.md#parental-consent): not their sign-in
 * e-mail, not their contact address, however their provider lets them write it (canonicalMailbox).
 */
export function isChildsOwnAddress(
  parentEmail: string,
  childAddresses: readonly (string | null | undefined)[],
): boolean {
  const parent = canonicalMailbox(parentEmail);
  return childAddresses.some((address) => typeof address === 'string' && canonicalMailbox(address) === parent);
}
