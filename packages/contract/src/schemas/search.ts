import { z } from 'zod';
import { AVAILABILITIES } from '../availability.ts';
import { PLAYER_STATUSES, PREFERRED_FEET, SPECIFIC_POSITIONS } from '../constants.ts';
import { lazySchema } from '../lazy-schema.ts';
import { PLAYER_HEIGHT_M } from '../registration.ts';
import {
  effectiveSort,
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCHES_MAX,
  SEARCH_AGE,
  type SEARCH_FILTER_KEYS,
  SEARCH_MESSAGES,
  SEARCH_PAGE_SIZE,
  SEARCH_SORTS,
  SEARCH_TEXT_MAX,
} from '../search.ts';
import { RATING_MAX, RATING_MIN } from '../videos.ts';
import { ZPlayerAvailability, ZYearMonth } from './availability.ts';
import { cursorOf, idCursor, pageOf, pageQuery } from './paging.ts';

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
export const ZSearchCountResponse = lazySchema(() => z.object({ count: z.number().int().min(0), more: z.boolean() }));
export type TSearchCountResponse = z.infer<typeof ZSearchCountResponse>;

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
