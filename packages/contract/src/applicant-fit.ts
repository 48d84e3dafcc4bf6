import { AGE_RANGES, GENERAL_POSITIONS, POSITIONS_BY_GROUP, type TSpecificPosition } from './constants.ts';

/** What a post's filters (docs/product.md#opportunities) can say about an applicant. */
export const FIT_FACETS = ['position', 'age', 'country'] as const;
export type TFitFacet = (typeof FIT_FACETS)[number];

/** The post's filters, as the post stores them (null: not filtered). */
export type TFitFilters = {
  country: string | null;
  ageRange: string | null;
  generalPosition: string | null;
  specificPosition: string | null;
};

/** The applicant's facts the filters read; null when the player did not give it. */
export type TFitApplicant = {
  primaryPosition: string | null;
  secondaryPosition: string | null;
  age: number | null;
  country: string | null;
};

/**
 * How an applicant fits a post's filters, facet by facet, in FIT_FACETS' order: a facet the post
 * does not filter on is in neither list. The rule is the one the market's list of posts applies
 * (opportunitiesForPlayer): the position matches when the general group covers the primary or
 * secondary position and the specific one is either of them; the age falls in the range; the
 * country is the player's (ignoring case). A fact the player left empty does not match.
 */
export function applicantFit(
  filters: TFitFilters,
  applicant: TFitApplicant,
): { matches: TFitFacet[]; misses: TFitFacet[] } {
  const positions = [applicant.primaryPosition, applicant.secondaryPosition].filter((position): position is string =>
    Boolean(position),
  );
  const checks: Record<TFitFacet, boolean | null> = {
    position:
      filters.generalPosition === null && filters.specificPosition === null
        ? null
        : (filters.generalPosition === null || groupCovers(filters.generalPosition, positions)) &&
          (filters.specificPosition === null || positions.includes(filters.specificPosition)),
    age: filters.ageRange === null ? null : applicant.age !== null && ageInRange(applicant.age, filters.ageRange),
    country:
      filters.country === null
        ? null
        : applicant.country !== null && applicant.country.toLowerCase() === filters.country.toLowerCase(),
  };
  return {
    matches: FIT_FACETS.filter((facet) => checks[facet] === true),
    misses: FIT_FACETS.filter((facet) => checks[facet] === false),
  };
}

function groupCovers(group: string, positions: readonly string[]): boolean {
  const covered = (GENERAL_POSITIONS as readonly string[]).includes(group)
    ? (POSITIONS_BY_GROUP[group as (typeof GENERAL_POSITIONS)[number]] as readonly TSpecificPosition[])
    : [];
  return positions.some((position) => (covered as readonly string[]).includes(position));
}

/** '17-20' holds 17 to 20, '50+' from 50 (the ranges of AGE_RANGES); an unknown range holds nobody. */
function ageInRange(age: number, range: string): boolean {
  if (!(AGE_RANGES as readonly string[]).includes(range)) return false;
  if (range.endsWith('+')) return age >= Number(range.slice(0, -1));
  const [low, high] = range.split('-').map(Number);
  return age >= (low ?? 0) && age <= (high ?? 0);
}
