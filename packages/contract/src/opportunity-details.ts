import { messageIds } from './message-ids.ts';
/**
 * What a post is, where and when (docs/product.md#opportunities): the texts and the pure date rules of the optional
 * type, city, dates and application deadline. The schemas that use them are in opportunities.ts.
 */

export const OPPORTUNITY_CITY_MAX = 100;
/** The longest text the market's search box sends (docs/product.md#opportunities). */
export const OPPORTUNITY_SEARCH_MAX = 100;

export const OPPORTUNITY_DETAIL_MESSAGES = messageIds('OPPORTUNITY_DETAIL_MESSAGES', [
  'chooseType',
  'invalidDate',
  'endsBeforeStarts',
  'deadlineInPast',
  'cityTooLong',
  /** Reopening a post whose deadline has passed would change nothing: the deadline closes it. */
  'reopenAfterDeadline',
  'closedByDeadline',
  'noMatchingFilters',
  'choosePosition',
  'choosePosterKind',
  'chooseSort',
  'countryTooLong',
  'searchTooLong',
  'savedPostSearchSaved',
]);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a string is a day that exists, written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** Today as YYYY-MM-DD in UTC: the day the server's deadline check uses as well. */
export function isoToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A deadline is the last day to apply: the post closes from the day after it. */
export function deadlinePassed(deadline: string | null | undefined, today: string = isoToday()): boolean {
  return typeof deadline === 'string' && isIsoDate(deadline) && deadline < today;
}

/** Whether an end date comes before its start date; either missing (or not a date) leaves nothing to compare. */
export function endsBeforeStarts(startsOn: string | null | undefined, endsOn: string | null | undefined): boolean {
  if (!startsOn || !endsOn || !isIsoDate(startsOn) || !isIsoDate(endsOn)) return false;
  return endsOn < startsOn;
}

/** The applicant count of a post in the poster's list (docs/product.md#opportunities). */
export function applicantCountLabel(count: number): string {
  if (count === 0) return 'No applicants yet';
  return count === 1 ? '1 applicant' : `${count} applicants`;
}
