import { z } from 'zod';
import { AVAILABILITIES, ZPlayerAvailability, ZYearMonth } from './availability.ts';
import { PLAYER_STATUSES, PREFERRED_FEET, SPECIFIC_POSITIONS } from './constants.ts';
import { lazySchema } from './lazy-schema.ts';
import { cursorOf, idCursor, pageOf, pageQuery } from './paging.ts';
import { PLAYER_HEIGHT_M } from './registration.ts';
import type { TRole } from './roles.ts';
import { RATING_MAX, RATING_MIN } from './videos.ts';

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

export const SEARCH_MESSAGES = {
  ageRangeReversed: 'The minimum age must not be above the maximum age.',
  heightRangeReversed: 'The minimum height must not be above the maximum height.',
  cursorOfOtherSort: 'This page link belongs to another sort order. Reload the list.',
  savedSearchNameRequired: 'Please name this search.',
  savedSearchNotFound: 'Saved search not found.',
  savedSearchDeleted: 'Saved search deleted.',
  savedSearchSaved: 'Search saved. We will tell you when a new player matches it.',
  tooManySavedSearches: `You can keep up to ${SAVED_SEARCHES_MAX} saved searches. Delete one to save another.`,
  noResults: 'No players match this search. Try fewer filters or another spelling.',
  searchFailed: 'The search failed. Please try again.',
} as const;

/** Query values arrive as text; an empty field means "no filter". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

const flag = lazySchema(() =>
  z.preprocess(
    (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value),
    z.boolean(),
  ),
);

const age = lazySchema(() => z.coerce.number().int().min(SEARCH_AGE.min).max(SEARCH_AGE.max));
const height = lazySchema(() => z.coerce.number().min(PLAYER_HEIGHT_M.min).max(PLAYER_HEIGHT_M.max));

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
type TSearchFilterKey = (typeof SEARCH_FILTER_KEYS)[number];

// A function, as the schemas built from it are built on first use (decision 038).
const filterShape = () =>
  ({
    q: optional(z.string().trim().max(SEARCH_TEXT_MAX)),
    /** Primary or secondary position. */
    position: optional(z.enum(SPECIFIC_POSITIONS)),
    country: optional(z.string().trim().min(1).max(100)),
    ageMin: optional(age),
    ageMax: optional(age),
    foot: optional(z.enum(PREFERRED_FEET)),
    heightMin: optional(height),
    heightMax: optional(height),
    status: optional(z.enum(PLAYER_STATUSES)),
    minRating: optional(z.coerce.number().int().min(RATING_MIN).max(RATING_MAX)),
    hasVideos: optional(flag),
    /** 'YYYY-MM': players whose contract ends before that month (docs/product.md#availability). */
    contractEndsBefore: optional(ZYearMonth),
    availability: optional(z.enum(AVAILABILITIES)),
    /** A country the player would move to (named, or anywhere). */
    relocatesTo: optional(z.string().trim().min(1).max(100)),
    sort: optional(z.enum(SEARCH_SORTS)),
  }) satisfies Record<TSearchFilterKey, z.ZodType>;

type FilterValues = {
  ageMin?: number | undefined;
  ageMax?: number | undefined;
  heightMin?: number | undefined;
  heightMax?: number | undefined;
};

function checkRanges(value: FilterValues, ctx: z.RefinementCtx) {
  if (value.ageMin !== undefined && value.ageMax !== undefined && value.ageMin > value.ageMax) {
    ctx.addIssue({ code: 'custom', path: ['ageMin'], message: SEARCH_MESSAGES.ageRangeReversed });
  }
  if (value.heightMin !== undefined && value.heightMax !== undefined && value.heightMin > value.heightMax) {
    ctx.addIssue({ code: 'custom', path: ['heightMin'], message: SEARCH_MESSAGES.heightRangeReversed });
  }
}

/** What a search is: the text, the filters and the order. Saved searches store exactly this. */
export const ZSearchFilters = lazySchema(() => z.object(filterShape()).superRefine(checkRanges));
export type TSearchFilters = z.output<typeof ZSearchFilters>;
export type TSearchFiltersInput = z.input<typeof ZSearchFilters>;

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
 * The cursor is the last row's sort key and id, led by the sort it belongs to, so a cursor from one
 * order is refused by another instead of skipping rows. Best match: the rank (0–1000: 1000 for
 * every typed word found with full similarity, else the similarity capped at 999); rating: the
 * average; newest: the id again; age: the date of birth.
 */
export const searchCursor = cursorOf(() => [
  z.enum(SEARCH_SORTS),
  z.union([z.number(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)]),
  z.number().int().positive(),
]);
export type TSearchCursor = z.output<typeof searchCursor.schema>;

export const ZSearchPlayersQuery = lazySchema(() =>
  z.object({ ...filterShape(), ...pageQuery(searchCursor, SEARCH_PAGE_SIZE).shape }).superRefine((value, ctx) => {
    checkRanges(value, ctx);
    if (value.cursor && value.cursor[0] !== effectiveSort(value)) {
      ctx.addIssue({ code: 'custom', path: ['cursor'], message: SEARCH_MESSAGES.cursorOfOtherSort });
      return;
    }
    const key = value.cursor?.[1];
    const wantsDate = value.cursor?.[0] === 'age';
    if (key !== undefined && (typeof key === 'string') !== wantsDate) {
      ctx.addIssue({ code: 'custom', path: ['cursor'], message: SEARCH_MESSAGES.cursorOfOtherSort });
    }
  }),
);
export type TSearchPlayersQuery = z.input<typeof ZSearchPlayersQuery>;

export const ZPlayerSearchResult = lazySchema(() =>
  z.object({
    id: z.number().int(),
    fullName: z.string(),
    username: z.string(),
    age: z.number().int().nullable(),
    primaryPosition: z.string(),
    secondaryPosition: z.string(),
    country: z.string().nullable(),
    currentClub: z.string(),
    status: z.enum(PLAYER_STATUSES),
    averageRating: z.number(),
    videoCount: z.number().int(),
    profileImageUrl: z.string().nullable(),
    contractUntil: ZPlayerAvailability.shape.contractUntil,
    availability: ZPlayerAvailability.shape.availability,
  }),
);
export type TPlayerSearchResult = z.infer<typeof ZPlayerSearchResult>;

export const ZSearchPlayersResponse = lazySchema(() => pageOf('players', ZPlayerSearchResult));
export type TSearchPlayersResponse = z.infer<typeof ZSearchPlayersResponse>;

/**
 * How many players a search would list, for the phone's 'Show N players' button while filters are
 * chosen: counted up to SEARCH_COUNT_CAP, beyond which the button says "1000+".
 */
export const SEARCH_COUNT_CAP = 1000;
export const ZSearchCountResponse = lazySchema(() => z.object({ count: z.number().int().min(0), more: z.boolean() }));
export type TSearchCountResponse = z.infer<typeof ZSearchCountResponse>;

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

/** A saved search's name, for the players' search and the market's alike. */
export const savedSearchName = () =>
  z
    .string()
    .trim()
    .min(1, SEARCH_MESSAGES.savedSearchNameRequired)
    .max(SAVED_SEARCH_NAME_MAX, `At most ${SAVED_SEARCH_NAME_MAX} characters.`);

export const ZSaveSearchRequest = lazySchema(() => z.object({ name: savedSearchName(), filters: ZSearchFilters }));
export type TSaveSearchRequest = z.input<typeof ZSaveSearchRequest>;

/** Stored filters as they leave the server: already parsed, so plain values (no text coercion). */
export const ZStoredSearchFilters = lazySchema(
  () =>
    z.object({
      q: z.string().optional(),
      position: z.enum(SPECIFIC_POSITIONS).optional(),
      country: z.string().optional(),
      ageMin: z.number().int().optional(),
      ageMax: z.number().int().optional(),
      foot: z.enum(PREFERRED_FEET).optional(),
      heightMin: z.number().optional(),
      heightMax: z.number().optional(),
      status: z.enum(PLAYER_STATUSES).optional(),
      minRating: z.number().int().optional(),
      hasVideos: z.boolean().optional(),
      contractEndsBefore: z.string().optional(),
      availability: z.enum(AVAILABILITIES).optional(),
      relocatesTo: z.string().optional(),
      sort: z.enum(SEARCH_SORTS).optional(),
    }) satisfies z.ZodType<TSearchFilters>,
);

export const ZSavedSearch = lazySchema(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    filters: ZStoredSearchFilters,
    createdAt: z.string(),
    lastAlertedAt: z.string().nullable(),
  }),
);
export type TSavedSearch = z.infer<typeof ZSavedSearch>;

export const ZSavedSearchList = lazySchema(() => pageOf('savedSearches', ZSavedSearch));
export type TSavedSearchList = z.infer<typeof ZSavedSearchList>;
export const ZSavedSearchListQuery = lazySchema(() => pageQuery(idCursor, SAVED_SEARCHES_MAX));
export const ZSavedSearchParams = lazySchema(() => z.object({ id: z.coerce.number().int().positive() }));
