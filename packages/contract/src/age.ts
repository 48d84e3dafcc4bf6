import { ADULT_AGE } from './constants.ts';

/** Parses the date part of an ISO date (YYYY-MM-DD) without time-zone surprises. */
function yearMonth(isoDate: string): { year: number; month: number } {
  const [year, month] = isoDate.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 1 };
}

/**
 * Age in whole years judged by birth year and month only (SPEC §4): a player counts as having
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
