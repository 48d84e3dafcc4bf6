import { CONFIRMATION_LINK_DAYS } from './career.ts';

/**
 * A coach's reference (docs/product.md#references): a few lines a coach writes about a player from a
 * mailed link, shown on the profile only once the player approves them.
 */
export const REFERENCE_STATUSES = ['pending', 'written', 'approved'] as const;

/** The coach's link works as long as a confirmation link: time to read the mail and find the words. */
export const REFERENCE_LINK_DAYS = CONFIRMATION_LINK_DAYS;
/** A few lines, not a letter of recommendation: the profile stays readable. */
export const REFERENCE_MAX_CHARS = 1500;
/** References a player keeps at once (asked, written or shown): the list is read whole, so it stays short. */
export const REFERENCE_MAX_PER_PLAYER = 20;

export const REFERENCE_MESSAGES = {
  requestSent: 'We have mailed the coach a link to write your reference.',
  clubRequired: 'Please enter the club where the coach knew you.',
  textRequired: 'Please write a few lines about the player.',
  textTooLong: `Please keep the reference to ${REFERENCE_MAX_CHARS} characters.`,
  tooMany: `You have ${REFERENCE_MAX_PER_PLAYER} references. Please remove one before asking for another.`,
  written: 'Thank you. The player reads your reference and decides whether to show it on their profile.',
  notFound: 'This reference does not exist.',
  notWritten: 'The coach has not written this reference yet.',
  approved: 'The reference now shows on your profile.',
  removed: 'The reference was removed.',
  onlyOwner: 'Only the player can manage their references.',
} as const;
