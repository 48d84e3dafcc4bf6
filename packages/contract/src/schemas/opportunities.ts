import { z } from 'zod';
import { AGE_RANGES, GENERAL_POSITIONS, SPECIFIC_POSITIONS } from '../constants.ts';
import { lazySchema } from '../lazy-schema.ts';
import { MESSAGES } from '../messages.ts';
import {
  OPPORTUNITY_SOURCES,
  OPPORTUNITY_STATUSES,
  OPPORTUNITY_TYPES,
  type TOpportunityType,
} from '../opportunities.ts';
import {
  OPPORTUNITY_DETAIL_MESSAGES as DETAIL,
  deadlinePassed,
  endsBeforeStarts,
  isIsoDate,
  OPPORTUNITY_CITY_MAX,
} from '../opportunity-details.ts';
import { pageOf, ZPageQuery } from './paging.ts';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

export const ZOpportunityFilters = lazySchema(() =>
  z.object({
    country: optionalText(100),
    ageRange: z
      .enum(AGE_RANGES)
      .nullish()
      .transform((v) => v ?? null),
    generalPosition: z
      .enum(GENERAL_POSITIONS)
      .nullish()
      .transform((v) => v ?? null),
    specificPosition: z
      .enum(SPECIFIC_POSITIONS)
      .nullish()
      .transform((v) => v ?? null),
  }),
);
export type TOpportunityFilters = z.infer<typeof ZOpportunityFilters>;

const description = lazySchema(() =>
  z
    .string({ error: MESSAGES.enterOpportunityDescription })
    .trim()
    .min(1, MESSAGES.enterOpportunityDescription)
    .max(5000),
);
const link = lazySchema(() =>
  z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || /^https?:\/\//.test(value), MESSAGES.invalidUrl),
);

/** A form's empty field means "not set"; an absent one stays absent, so an edit leaves it as it is. */
const emptyIsNull = (value: string | null | undefined) => (value === '' ? null : value);

// Each check below runs after the transform, as a refinement: a failed refinement does not abort, so
// PUT's union still answers the field's own message rather than "Invalid input".
const opportunityType = lazySchema(() =>
  z
    .string()
    .nullish()
    .transform((value) => emptyIsNull(value) as TOpportunityType | null | undefined)
    .refine((value) => value == null || OPPORTUNITY_TYPES.includes(value), DETAIL.chooseType),
);
const city = lazySchema(() =>
  z
    .string()
    .trim()
    .nullish()
    .transform(emptyIsNull)
    .refine((value) => value == null || value.length <= OPPORTUNITY_CITY_MAX, DETAIL.cityTooLong),
);
const day = lazySchema(() =>
  z
    .string()
    .trim()
    .nullish()
    .transform(emptyIsNull)
    .refine((value) => value == null || isIsoDate(value), DETAIL.invalidDate),
);

/**
 * What a post is, where and when (docs/product.md#opportunities), all optional: the first posts carried none. Dates are
 * days (YYYY-MM-DD); `deadline` is the last day to apply, and the post closes from the day after.
 */
const details = { type: opportunityType, city, startsOn: day, endsOn: day, deadline: day };

type Dates = { startsOn?: string | null | undefined; endsOn?: string | null | undefined };
const datesInOrder = (value: Dates) => !endsBeforeStarts(value.startsOn, value.endsOn);
const datesInOrderError = { message: DETAIL.endsBeforeStarts, path: ['endsOn'] };

/** POST /api/opportunities. The source is the poster's role, never taken from the body. */
export const ZPostOpportunityRequest = lazySchema(() =>
  z
    .object({
      description,
      link,
      filters: ZOpportunityFilters.default({
        country: null,
        ageRange: null,
        generalPosition: null,
        specificPosition: null,
      }),
      ...details,
      // A new post cannot be closed before it opens; an edit may set a past deadline to close it.
      deadline: day.refine((value) => !deadlinePassed(value), DETAIL.deadlineInPast),
    })
    .refine(datesInOrder, datesInOrderError),
);
export type TPostOpportunityRequest = z.input<typeof ZPostOpportunityRequest>;

/** The edit of a post (PUT's second form): description and link, and the optional details, absent ones unchanged. */
export const ZEditOpportunityRequest = lazySchema(() =>
  z
    .object({ description, link, ...details })
    .strict()
    .refine(datesInOrder, datesInOrderError),
);
export type TEditOpportunityRequest = z.input<typeof ZEditOpportunityRequest>;

/** PUT /api/opportunities/{id}: description and link (with the optional details), or status. */
export const ZUpdateOpportunityRequest = lazySchema(() =>
  z.union([
    // A member opens or closes a post; Deleted is set only by DELETE.
    z.object({ status: z.enum(OPPORTUNITY_STATUSES).exclude(['Deleted']) }).strict(),
    ZEditOpportunityRequest,
  ]),
);
export type TUpdateOpportunityRequest = z.input<typeof ZUpdateOpportunityRequest>;

/** GET /api/opportunities-for-player/{playerId}: the page, narrowed by type and city (docs/product.md#opportunities). */
export const ZOpportunitiesForPlayerQuery = lazySchema(() =>
  ZPageQuery.extend({
    type: z.enum(OPPORTUNITY_TYPES, { error: DETAIL.chooseType }).optional(),
    city: z
      .string()
      .trim()
      .max(OPPORTUNITY_CITY_MAX, DETAIL.cityTooLong)
      .optional()
      .transform((value) => value || undefined),
  }),
);
export type TOpportunitiesForPlayerQuery = z.input<typeof ZOpportunitiesForPlayerQuery>;

export const ZOpportunity = lazySchema(() =>
  z.object({
    id: z.number().int(),
    description: z.string(),
    link: z.string().nullable(),
    source: z.enum(OPPORTUNITY_SOURCES),
    filters: z.object({
      country: z.string().nullable(),
      ageRange: z.string().nullable(),
      generalPosition: z.string().nullable(),
      specificPosition: z.string().nullable(),
    }),
    /** An open post answers 'Closed' from the day after its deadline (docs/product.md#opportunities). */
    status: z.enum(OPPORTUNITY_STATUSES),
    createdAt: z.string(),
    type: z.enum(OPPORTUNITY_TYPES).nullable(),
    city: z.string().nullable(),
    startsOn: z.string().nullable(),
    endsOn: z.string().nullable(),
    /** The last day to apply (YYYY-MM-DD). */
    deadline: z.string().nullable(),
    /** Only in a player's list (GET /api/opportunities-for-player): when that player applied, null if not yet. */
    appliedAt: z.string().nullable().optional(),
    /** Only in a player's lists: whether that player saved (starred) it (decision 019). */
    favourite: z.boolean().optional(),
    /**
     * The person who posted, beneath the organisation they post for (docs/product.md#opportunities):
     * an agent's agency, a club's name, a scout's employer; null for an admin. `verified`: the
     * poster passed the network's verification (agents today), the mark minors' posts need.
     */
    postedBy: z.object({
      id: z.number().int(),
      fullName: z.string(),
      organisation: z.string().nullable().optional(),
      verified: z.boolean().optional(),
    }),
    /** Only in the poster's own list (GET /api/opportunities): how many players applied (docs/product.md#opportunities). */
    applicationCount: z.number().int().optional(),
  }),
);
export type TOpportunity = z.infer<typeof ZOpportunity>;

export const ZOpportunityPage = lazySchema(() => pageOf('opportunities', ZOpportunity));
export type TOpportunityPage = z.infer<typeof ZOpportunityPage>;
