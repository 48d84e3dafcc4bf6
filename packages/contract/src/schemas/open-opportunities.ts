import { z } from 'zod';
import { SPECIFIC_POSITIONS } from '../constants.ts';
import { lazySchema } from '../lazy-schema.ts';
import {
  OPEN_OPPORTUNITIES_PAGE_SIZE,
  OPEN_OPPORTUNITY_SORTS,
  type TOpenOpportunitySort,
} from '../open-opportunities.ts';
import { OPPORTUNITY_POSTER_ROLES, OPPORTUNITY_TYPES } from '../opportunities.ts';
import {
  OPPORTUNITY_DETAIL_MESSAGES as DETAIL,
  OPPORTUNITY_CITY_MAX,
  OPPORTUNITY_SEARCH_MAX,
} from '../opportunity-details.ts';
import { SAVED_SEARCHES_MAX, SEARCH_MESSAGES } from '../search.ts';
import { cursorOf, idCursor, pageOf, pageQuery } from './paging.ts';
import { savedSearchName } from './search.ts';

/** Query values arrive as text; an empty field means "no filter". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

const text = (max: number, message: string) => z.string().trim().max(max, message);

/** The filters alone: what the page keeps in its address and a saved search keeps. */
export const ZOpenOpportunityFilters = lazySchema(() =>
  z.object({
    q: optional(text(OPPORTUNITY_SEARCH_MAX, DETAIL.searchTooLong)).transform((value) => value || undefined),
    position: optional(z.enum(SPECIFIC_POSITIONS, { error: DETAIL.choosePosition })),
    type: optional(z.enum(OPPORTUNITY_TYPES, { error: DETAIL.chooseType })),
    country: optional(text(100, DETAIL.countryTooLong)).transform((value) => value || undefined),
    city: optional(text(OPPORTUNITY_CITY_MAX, DETAIL.cityTooLong)).transform((value) => value || undefined),
    posterKind: optional(z.enum(OPPORTUNITY_POSTER_ROLES, { error: DETAIL.choosePosterKind })),
    verifiedOnly: optional(
      z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean()),
    ),
    sort: optional(z.enum(OPEN_OPPORTUNITY_SORTS, { error: DETAIL.chooseSort })).transform(
      (value): TOpenOpportunitySort => value ?? 'newest',
    ),
  }),
);
export type TOpenOpportunityFilters = z.output<typeof ZOpenOpportunityFilters>;
export type TOpenOpportunityFiltersInput = z.input<typeof ZOpenOpportunityFilters>;

/**
 * The cursor: the sort it belongs to, the last row's last day to apply (closing) or id (newest),
 * and its id. A cursor of one order is refused by the other instead of skipping rows.
 */
export const openOpportunityCursor = cursorOf(() => [
  z.enum(OPEN_OPPORTUNITY_SORTS),
  z.union([z.number().int().positive(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)]),
  z.number().int().positive(),
]);

/** GET /api/open-opportunities. */
export const ZOpenOpportunitiesQuery = lazySchema(() =>
  ZOpenOpportunityFilters.extend(pageQuery(openOpportunityCursor, OPEN_OPPORTUNITIES_PAGE_SIZE).shape).superRefine(
    (value, ctx) => {
      const cursor = value.cursor;
      if (!cursor) return;
      const wantsDay = value.sort === 'closing';
      if (cursor[0] !== value.sort || (typeof cursor[1] === 'string') !== wantsDay) {
        ctx.addIssue({ code: 'custom', path: ['cursor'], message: SEARCH_MESSAGES.cursorOfOtherSort });
      }
    },
  ),
);
export type TOpenOpportunitiesQuery = z.input<typeof ZOpenOpportunitiesQuery>;

/**
 * GET /api/open-opportunities/count: the list's filters without its order or page, for the phone's
 * 'Show N posts' while filters are chosen. Counted up to SEARCH_COUNT_CAP, as the players' count is.
 */
export const ZOpenOpportunitiesCountQuery = lazySchema(() => ZOpenOpportunityFilters.omit({ sort: true }));
export type TOpenOpportunitiesCountQuery = z.output<typeof ZOpenOpportunitiesCountQuery>;

/**
 * A player's saved search of the market (docs/product.md#opportunities): the filters as parsed,
 * and an alert, at most daily, when a new post they may see matches. A player keeps as many as a
 * scout keeps saved searches of players.
 */
export const ZSavePostSearchRequest = lazySchema(() =>
  z.object({ name: savedSearchName(), filters: ZOpenOpportunityFilters }),
);
export type TSavePostSearchRequest = z.input<typeof ZSavePostSearchRequest>;

/** Stored market filters as they leave the server: parsed already, so plain values. */
export const ZStoredOpenOpportunityFilters = lazySchema(() =>
  z.object({
    q: z.string().optional(),
    position: z.enum(SPECIFIC_POSITIONS).optional(),
    type: z.enum(OPPORTUNITY_TYPES).optional(),
    country: z.string().optional(),
    city: z.string().optional(),
    posterKind: z.enum(OPPORTUNITY_POSTER_ROLES).optional(),
    verifiedOnly: z.boolean().optional(),
    sort: z.enum(OPEN_OPPORTUNITY_SORTS).optional(),
  }),
);

export const ZSavedPostSearch = lazySchema(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    filters: ZStoredOpenOpportunityFilters,
    createdAt: z.string(),
    lastAlertedAt: z.string().nullable(),
  }),
);
export type TSavedPostSearch = z.infer<typeof ZSavedPostSearch>;
export const ZSavedPostSearchList = lazySchema(() => pageOf('savedSearches', ZSavedPostSearch));
export type TSavedPostSearchList = z.infer<typeof ZSavedPostSearchList>;
export const ZSavedPostSearchListQuery = lazySchema(() => pageQuery(idCursor, SAVED_SEARCHES_MAX));
export const ZSavedPostSearchParams = lazySchema(() => z.object({ id: z.coerce.number().int().positive() }));
