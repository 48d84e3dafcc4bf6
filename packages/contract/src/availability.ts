import { messageIds } from './message-ids.ts';
/**
 * A player's availability (docs/product.md#availability): when their contract ends, whether they
 * can be signed, and where they would move. Agents and clubs ask these first; search filters on them.
 */
export const AVAILABILITIES = ['Under contract', 'Free agent', 'Loan possible', 'Open to offers'] as const;
export type TAvailability = (typeof AVAILABILITIES)[number];

/** `relocation` when the player would move to any country. */
export const RELOCATION_ANYWHERE = 'anywhere';
/** A player names at most this many countries they would move to (beyond it, "anywhere" says it). */
export const RELOCATION_COUNTRIES_MAX = 30;
/** Contract months a profile and a search accept. */
export const CONTRACT_YEARS = { min: 2000, max: 2100 } as const;

export const AVAILABILITY_MESSAGES = messageIds('AVAILABILITY_MESSAGES', [
  'invalidMonth',
  'invalidAvailability',
  'tooManyRelocationCountries',
]);
export type TRelocation = typeof RELOCATION_ANYWHERE | string[];

/** The first day of a 'YYYY-MM' month as an ISO date: how the database stores and compares months. */
export function monthStartOf(yearMonth: string): string {
  return `${yearMonth}-01`;
}

/** A stored ISO date as its 'YYYY-MM' month. */
export function yearMonthOf(isoDate: string | null): string | null {
  return isoDate ? isoDate.slice(0, 7) : null;
}
