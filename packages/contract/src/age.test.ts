import { describe, expect, it } from 'vitest';
import { ageFromBirthYearMonth, isUnderage } from './age.ts';

describe('underage rule (birth year and month)', () => {
  const today = new Date('2026-11-15T12:00:00Z');

  it('counts a player born this month 18 years ago as adult, whatever the day', () => {
    expect(isUnderage('2008-11-30', today)).toBe(false);
    expect(ageFromBirthYearMonth('2008-11-30', today)).toBe(18);
  });

  it('counts a player born next month 18 years ago as a minor', () => {
    expect(isUnderage('2008-12-01', today)).toBe(true);
    expect(ageFromBirthYearMonth('2008-12-01', today)).toBe(17);
  });

  it('handles the year boundary', () => {
    expect(isUnderage('2009-01-01', new Date('2026-12-31T23:00:00Z'))).toBe(true);
    expect(isUnderage('2009-01-01', new Date('2027-01-01T00:00:00Z'))).toBe(false);
  });

  it('gives whole years for older players', () => {
    expect(ageFromBirthYearMonth('1990-05-20', today)).toBe(36);
    expect(isUnderage('1990-05-20', today)).toBe(false);
  });
});
