import { PLAYER_STATUSES, PREFERRED_FEET } from '@scouting/contract/constants';
import { SEARCH_SORT_LABELS, SEARCH_SORTS } from '@scouting/contract/search';
import { describe, expect, it } from 'vitest';
import en from '../catalogs/search/en.json';
import { PLAYER_STATUS_IDS } from './search.ts';

describe('the search catalog', () => {
  it('names sorts, feet and player statuses in English as the contract does', () => {
    const english: Record<string, string> = en;
    for (const sort of SEARCH_SORTS) expect(english[`search.sort.${sort}`]).toBe(SEARCH_SORT_LABELS[sort]);
    for (const foot of PREFERRED_FEET) expect(english[`search.foot.${foot}`]).toBe(foot);
    for (const status of PLAYER_STATUSES) expect(english[PLAYER_STATUS_IDS[status]]).toBe(status);
  });
});
