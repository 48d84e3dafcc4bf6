import { AGE_RANGES, GENERAL_POSITIONS, POSITIONS_BY_GROUP, type TSpecificPosition } from './constants.ts';
import type { TRole } from './roles.ts';

export const OPPORTUNITY_STATUSES = ['Open', 'Closed', 'Deleted'] as const;
export const OPPORTUNITY_SOURCES = ['Agent', 'Scout', 'Club', 'Unknown'] as const;
/** What a post offers (docs/product.md#opportunities); optional, as the first posts carried none. */
export const OPPORTUNITY_TYPES = ['Trial', 'Contract', 'Showcase or event', 'Academy place'] as const;
export type TOpportunityType = (typeof OPPORTUNITY_TYPES)[number];

/**
 * Who posts opportunities (decision 020), and so who handles the applications to their own posts:
 * lists them, stars them and reads the CVs sent with them. Admins manage every post besides.
 */
export const OPPORTUNITY_POSTER_ROLES = ['Agent', 'Scout', 'Club'] as const satisfies readonly TRole[];

export function postsOpportunities(role: TRole | undefined): boolean {
  return (OPPORTUNITY_POSTER_ROLES as readonly string[]).includes(role ?? '');
}

/** The age-range filter values (docs/product.md#opportunities) that an age falls in; 50 is in both '41-50' and '50+'. */
export function ageRangesFor(age: number): string[] {
  return AGE_RANGES.filter((range) => {
    if (range.endsWith('+')) return age >= Number(range.slice(0, -1));
    const [low, high] = range.split('-').map(Number);
    return age >= (low ?? 0) && age <= (high ?? 0);
  });
}

/** The general positions (docs/product.md#opportunities) that cover any of the given specific positions. */
export function generalPositionsFor(positions: readonly string[]): string[] {
  return GENERAL_POSITIONS.filter((group) =>
    POSITIONS_BY_GROUP[group].some((position: TSpecificPosition) => positions.includes(position)),
  );
}
