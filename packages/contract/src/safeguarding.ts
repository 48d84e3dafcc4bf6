import { ADULT_AGE, AGE_RANGES } from './constants.ts';
import type { TRole } from './roles.ts';

/**
 * The safeguarding rules of docs/product.md#minors (decision 008), as pure functions: who may see a member, who may contact
 * whom, and what counts as contact details in a post. The server enforces them; the pages use the
 * same functions only to decide what to offer.
 */

/** What a player's row stores once a parent e-mail is given (null before). */
export const STORED_PARENT_CONSENT_STATES = ['pending', 'confirmed', 'refused'] as const;
export type TStoredParentConsent = (typeof STORED_PARENT_CONSENT_STATES)[number];
/** Where a minor's parental consent stands. 'none': no parent e-mail given yet. */
export const PARENT_CONSENT_STATES = ['none', ...STORED_PARENT_CONSENT_STATES] as const;
export type TParentConsent = (typeof PARENT_CONSENT_STATES)[number];

/**
 * A consent request waits for its answer only while pending: the mailed link exists only then, and the
 * parent dashboard answers under the same rule, so neither path can confirm a consent never asked for.
 */
export function consentAwaitsAnswer(consent: TParentConsent | null): boolean {
  return consent === 'pending';
}

/** The member looking: their role, and for an agent whether an admin verified their licence. */
export type TViewer = { id: number; role: TRole; verifiedAgent: boolean };

/** The player looked at. */
export type TPlayerSubject = { id: number; isMinor: boolean; consent: TParentConsent };

/** A minor may act towards other people only once a parent confirmed (GDPR Art. 8). */
export function needsParentalConsent(subject: Pick<TPlayerSubject, 'isMinor' | 'consent'>): boolean {
  return subject.isMinor && subject.consent !== 'confirmed';
}

/**
 * A minor's profile, videos and place in the video pool: admins, the minor, and verified agents
 * once a parent confirmed (UK Age Appropriate Design Code: minimise who sees a child). An adult's
 * profile is seen by every member.
 */
export function canSeePlayer(viewer: TViewer, subject: TPlayerSubject): boolean {
  if (viewer.role === 'Admin' || viewer.id === subject.id) return true;
  if (!subject.isMinor) return true;
  return subject.consent === 'confirmed' && isVerifiedAgent(viewer);
}

/** Whether the viewer may see minors at all (the video pool's filter for everyone else). */
export function canSeeMinors(viewer: TViewer): boolean {
  return viewer.role === 'Admin' || isVerifiedAgent(viewer);
}

export function isVerifiedAgent(viewer: Pick<TViewer, 'role' | 'verifiedAgent'>): boolean {
  return viewer.role === 'Agent' && viewer.verifiedAgent;
}

/** FIFA agent regulations Art. 13: only licensed (verified) agents ask to contact a minor. */
export function canRequestUnderageContact(viewer: TViewer): boolean {
  return isVerifiedAgent(viewer);
}

/** Age ranges that reach players under 18 (docs/product.md#opportunities). */
const MINOR_AGE_RANGES: readonly string[] = AGE_RANGES.filter((range) => Number.parseInt(range, 10) < ADULT_AGE);

export function ageRangeReachesMinors(ageRange: string | null | undefined): boolean {
  return ageRange != null && MINOR_AGE_RANGES.includes(ageRange);
}

/** Only verified agents (and admins) may aim a post at minors. */
export function canPostToMinors(viewer: TViewer): boolean {
  return viewer.role === 'Admin' || isVerifiedAgent(viewer);
}

/** Minors see opportunities only from verified agents (and admins); adults see every poster's. */
export function canMinorSeePostBy(poster: { role: TRole; verifiedAgent: boolean }): boolean {
  return poster.role === 'Admin' || isVerifiedAgent(poster);
}

// The contact-details rule (decision 042) lives in its own module: its number and link libraries are
// large, and only the server and lazily loaded hints use it.
export { findContactDetails, type TContactDetail, type TContactRuleOptions } from './contact-details.ts';

/** Reasons a member may give when reporting (docs/product.md#reports-and-suspension). */
export const REPORT_REASONS = [
  'Contact with a minor',
  'Harassment or bullying',
  'Inappropriate content',
  'Spam or scam',
  'Fake profile or impersonation',
  'Other',
] as const;
export type TReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_SUBJECT_TYPES = ['profile', 'message', 'opportunity'] as const;
export type TReportSubjectType = (typeof REPORT_SUBJECT_TYPES)[number];
export const REPORT_STATUSES = ['open', 'dismissed', 'hidden', 'suspended'] as const;
export type TReportStatus = (typeof REPORT_STATUSES)[number];

/** Reports about contact with a minor come first in the admins' queue. */
export function reportInvolvesMinor(reason: TReportReason, subjectOrReporterIsMinor: boolean): boolean {
  return reason === 'Contact with a minor' || subjectOrReporterIsMinor;
}
