import { CONFIRMATION_LINK_DAYS } from './career.ts';
import { messageIds } from './message-ids.ts';

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

export const REFERENCE_MESSAGES = messageIds('REFERENCE_MESSAGES', [
  'requestSent',
  'clubRequired',
  'textRequired',
  'textTooLong',
  'tooMany',
  'written',
  'notFound',
  'notWritten',
  'approved',
  'removed',
  'onlyOwner',
]);
