import { ADULT_AGE } from './constants.ts';

/** Parses the date part of an ISO date (YYYY-MM-DD) without time-zone surprises. */
function yearMonth(isoDate: string): { year: number; month: number } {
  const [year, month] = isoDate.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 1 };
}

/**
 * Age in whole years judged by birth year and month only (docs/product.md#minors): a player counts as having
 * their birthday on the first day of their birth month.
 */
export function ageFromBirthYearMonth(dob: string, today: Date = new Date()): number {
  const birth = yearMonth(dob);
  const months = (today.getUTCFullYear() - birth.year) * 12 + (today.getUTCMonth() + 1 - birth.month);
  return Math.floor(months / 12);
}

export function isUnderage(dob: string, today: Date = new Date()): boolean {
  return ageFromBirthYearMonth(dob, today) < ADULT_AGE;
}

/**
 * The youngest age each role may register at (docs/product.md#roles): agents, scouts and clubs act for
 * others and sign agreements, so 18; players from 13, the usual minimum age of an online service
 * (and where GDPR Art. 8 member states may set the age of digital consent).
 */
export const MIN_REGISTRATION_AGE = 13;
export const MIN_AGE_BY_ROLE = {
  Player: MIN_REGISTRATION_AGE,
  Agent: ADULT_AGE,
  Scout: ADULT_AGE,
  Club: ADULT_AGE,
  // A guardian answers for a child: an adult (docs/product.md#parents).
  Parent: ADULT_AGE,
} as const;

/** Whether a birth date (judged by year and month, docs/product.md#minors) is old enough for the role. */
export function isOldEnoughFor(role: keyof typeof MIN_AGE_BY_ROLE, dob: string, today: Date = new Date()): boolean {
  return ageFromBirthYearMonth(dob, today) >= MIN_AGE_BY_ROLE[role];
}
