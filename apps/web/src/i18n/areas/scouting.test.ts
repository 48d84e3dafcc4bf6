import { CORNER_LABELS, SCOUT_ATTRIBUTE_LABELS } from '@scouting/contract/scout-reports';
import { describe, expect, it } from 'vitest';
import en from '../catalogs/scouting/en.json';

describe('the scouting catalog', () => {
  it('names every corner and attribute in English as the contract does', () => {
    const english: Record<string, string> = en;
    for (const [key, label] of Object.entries(CORNER_LABELS)) expect(english[`scouting.corner.${key}`]).toBe(label);
    for (const [key, label] of Object.entries(SCOUT_ATTRIBUTE_LABELS))
      expect(english[`scouting.attr.${key}`]).toBe(label);
  });
});
