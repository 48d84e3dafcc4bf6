import { describe, expect, it } from 'vitest';
import { applicantFit, type TFitApplicant, type TFitFilters } from './applicant-fit.ts';

const NO_FILTERS: TFitFilters = { country: null, ageRange: null, generalPosition: null, specificPosition: null };
const STRIKER: TFitApplicant = { primaryPosition: 'ST', secondaryPosition: 'LW', age: 19, country: 'Ghana' };

describe('applicantFit', () => {
  it('says nothing about a facet the post does not filter on', () => {
    expect(applicantFit(NO_FILTERS, STRIKER)).toEqual({ matches: [], misses: [] });
  });

  it('matches position, age and country, in that order', () => {
    const filters = {
      country: 'ghana',
      ageRange: '17-20',
      generalPosition: 'Forwards/Attackers',
      specificPosition: 'ST',
    };
    expect(applicantFit(filters, STRIKER)).toEqual({ matches: ['position', 'age', 'country'], misses: [] });
  });

  it('counts the secondary position, and needs both the group and the specific position', () => {
    expect(applicantFit({ ...NO_FILTERS, specificPosition: 'LW' }, STRIKER).matches).toEqual(['position']);
    expect(applicantFit({ ...NO_FILTERS, generalPosition: 'Defenders' }, STRIKER).misses).toEqual(['position']);
    expect(
      applicantFit({ ...NO_FILTERS, generalPosition: 'Forwards/Attackers', specificPosition: 'RW' }, STRIKER).misses,
    ).toEqual(['position']);
  });

  it('reads the age ranges at their edges, 50+ included', () => {
    expect(applicantFit({ ...NO_FILTERS, ageRange: '17-20' }, { ...STRIKER, age: 20 }).matches).toEqual(['age']);
    expect(applicantFit({ ...NO_FILTERS, ageRange: '17-20' }, { ...STRIKER, age: 21 }).misses).toEqual(['age']);
    expect(applicantFit({ ...NO_FILTERS, ageRange: '50+' }, { ...STRIKER, age: 63 }).matches).toEqual(['age']);
  });

  it('names what does not match beside what does', () => {
    const filters = { ...NO_FILTERS, country: 'Spain', ageRange: '17-20', specificPosition: 'ST' };
    expect(applicantFit(filters, STRIKER)).toEqual({ matches: ['position', 'age'], misses: ['country'] });
  });

  it('a fact the player left empty does not match', () => {
    const empty: TFitApplicant = { primaryPosition: null, secondaryPosition: null, age: null, country: null };
    const filters = { country: 'Ghana', ageRange: '21-24', generalPosition: 'Midfielders', specificPosition: null };
    expect(applicantFit(filters, empty)).toEqual({ matches: [], misses: ['position', 'age', 'country'] });
  });
});
