import { ACCOUNT_EXPORT_SECTION_LIMIT } from '@scouting/contract/account-export';
import { describe, expect, it } from 'vitest';
import { EXPORT_ROWS, sectionCuts } from './export-values.ts';

describe('sectionCuts', () => {
  it('keeps a section that fits whole and cuts a fuller one at the limit, naming it', () => {
    const { cut, truncated } = sectionCuts();
    const fits = Array.from({ length: ACCOUNT_EXPORT_SECTION_LIMIT }, (_, i) => i);
    const fuller = Array.from({ length: EXPORT_ROWS }, (_, i) => i);
    expect(cut('files', fits)).toBe(fits);
    const kept = cut('messages', fuller);
    expect(kept).toHaveLength(ACCOUNT_EXPORT_SECTION_LIMIT);
    expect(kept.at(-1)).toBe(ACCOUNT_EXPORT_SECTION_LIMIT - 1);
    expect(truncated()).toEqual(['messages']);
  });

  it('names the cut sections in the file’s order, whichever exporter ran first', () => {
    const { cut, truncated } = sectionCuts();
    const fuller = Array.from({ length: EXPORT_ROWS }, () => null);
    for (const section of ['clubNeeds', 'files', 'shortlists', 'notifications'] as const) cut(section, fuller);
    expect(truncated()).toEqual(['shortlists', 'files', 'notifications', 'clubNeeds']);
  });
});
