import { messageIds } from './message-ids.ts';
import type { TRole } from './roles.ts';
import type { TSearchFilters, TSearchFiltersInput } from './schemas/search.ts';

/**
 * Player search (decision 018): one text box over name, username and clubs, typo-tolerant and
 * accent-blind, with filters and sorting; and saved searches with daily alerts.
 */

/** Who searches players: the members who scout, and admins; players do not search each other. */
export const SEARCHER_ROLES = ['Agent', 'Scout', 'Club', 'Admin'] as const satisfies readonly TRole[];

export const SEARCH_SORTS = ['best', 'rating', 'newest', 'age'] as const;
export type TSearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_SORT_LABELS: Record<TSearchSort, string> = {
  best: 'Best match',
  rating: 'Rating',
  newest: 'Newest',
  age: 'Youngest first',
};

export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_TEXT_MAX = 100;
/** The ages a filter can name: the youngest member the wizard accepts to a veteran's age. */
export const SEARCH_AGE = { min: 13, max: 60 } as const;
/** A member keeps at most this many saved searches, so evaluating alerts stays cheap. */
export const SAVED_SEARCHES_MAX = 50;
export const SAVED_SEARCH_NAME_MAX = 80;

export const SEARCH_MESSAGES = messageIds('SEARCH_MESSAGES', [
  'ageRangeReversed',
  'heightRangeReversed',
  'cursorOfOtherSort',
  'savedSearchNameRequired',
  'savedSearchNotFound',
  'savedSearchDeleted',
  'savedSearchSaved',
  'tooManySavedSearches',
  'noResults',
  'searchFailed',
]);

/** The names of a search's URL parameters (and saved filters), in the order links list them. */
export const SEARCH_FILTER_KEYS = [
  'q',
  'position',
  'country',
  'ageMin',
  'ageMax',
  'foot',
  'heightMin',
  'heightMax',
  'status',
  'minRating',
  'hasVideos',
  'contractEndsBefore',
  'availability',
  'relocatesTo',
  'sort',
] as const;

const monthStart = (year: number, monthIndex: number) =>
  new Date(Date.UTC(year, monthIndex, 1)).toISOString().slice(0, 10);

/**
 * The dates of birth of an age range (ages by birth year and month, docs/product.md#minors), as ISO dates for an
 * index range on the birth date: `from` inclusive (oldest allowed), `before` exclusive (youngest).
 */
export function dobBoundsForAges(
  ages: { ageMin?: number | undefined; ageMax?: number | undefined },
  today: Date = new Date(),
): { from: string | null; before: string | null } {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  // Born in month M of year Y: age >= n from the first of month M, n years later.
  return {
    before: ages.ageMin === undefined ? null : monthStart(year - ages.ageMin, month + 1),
    from: ages.ageMax === undefined ? null : monthStart(year - ages.ageMax - 1, month + 1),
  };
}

/** Best match needs words to match; without them the newest players come first. */
export function effectiveSort(filters: Pick<TSearchFilters, 'q' | 'sort'>): TSearchSort {
  const sort = filters.sort ?? 'best';
  return sort === 'best' && !filters.q ? 'newest' : sort;
}

/**
 * How many players a search would list, for the phone's 'Show N players' button while filters are
 * chosen: counted up to SEARCH_COUNT_CAP, beyond which the button says "1000+".
 */
export const SEARCH_COUNT_CAP = 1000;

/** The URL query of a search, in a fixed order, without empty values (links, bookmarks, alerts). */
export function searchParamsOf(filters: TSearchFiltersInput): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of SEARCH_FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  return params;
}

/** The page link of a search: `/search?…`. */
export function searchLink(filters: TSearchFiltersInput): string {
  const query = searchParamsOf(filters).toString();
  return query ? `/search?${query}` : '/search';
}
