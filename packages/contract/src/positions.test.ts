import { describe, expect, it } from 'vitest';
import { POSITION_NAMES, POSITION_OPTIONS, positionLabel, SPECIFIC_POSITIONS } from './constants.ts';

describe('position names', () => {
  it('names every code, beside the code', () => {
    expect(Object.keys(POSITION_NAMES).sort()).toEqual([...SPECIFIC_POSITIONS].sort());
    expect(positionLabel('CDM')).toBe('CDM · Defensive midfielder');
    expect(positionLabel('GK')).toBe('GK · Goalkeeper');
  });

  it('shows a code it does not know as it is', () => {
    expect(positionLabel('Sweeper')).toBe('Sweeper');
  });

  it('offers the codes as values and the names as labels, in the product order', () => {
    expect(POSITION_OPTIONS.map((option) => option.value)).toEqual([...SPECIFIC_POSITIONS]);
    expect(POSITION_OPTIONS[4]).toEqual({ value: 'CDM', label: 'CDM · Defensive midfielder' });
  });
});
