import type { TOpenOpportunityFiltersInput } from './schemas/open-opportunities.ts';

/**
 * The player's market (docs/product.md#opportunities): every open post the player may see,
 * searched and filtered, in one of two orders. Newest: by id, newest first. Closing: the nearest
 * last day to apply first, posts without one after them, then newest first.
 */
export const OPEN_OPPORTUNITY_SORTS = ['newest', 'closing'] as const;
export type TOpenOpportunitySort = (typeof OPEN_OPPORTUNITY_SORTS)[number];

export const OPEN_OPPORTUNITIES_PAGE_SIZE = 20;

/**
 * The day that stands for "no deadline" in the closing order: after every real one, so the
 * order's key is never null and the keyset comparison stays a plain one (the index uses it too).
 */
export const NO_DEADLINE_KEY = '9999-12-31';

/** The names of the market's URL parameters, in the order links list them. */
export const OPEN_OPPORTUNITY_FILTER_KEYS = [
  'q',
  'position',
  'type',
  'country',
  'city',
  'posterKind',
  'verifiedOnly',
  'sort',
] as const;

/** The market's URL query in a fixed order, without empty values or the default sort. */
export function openOpportunityParamsOf(filters: TOpenOpportunityFiltersInput): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of OPEN_OPPORTUNITY_FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined || value === null || value === '' || value === false) continue;
    if (key === 'sort' && value === 'newest') continue;
    params.set(key, String(value));
  }
  return params;
}

/** The market's address for these filters: what a saved search of posts opens, and its alert links to. */
export function marketLink(filters: TOpenOpportunityFiltersInput): string {
  const query = openOpportunityParamsOf(filters).toString();
  return query ? `/opportunities?${query}` : '/opportunities';
}
