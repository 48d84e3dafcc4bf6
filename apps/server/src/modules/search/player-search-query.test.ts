import { describe, expect, it } from 'vitest';
import { typedWordCount } from './player-search-query.ts';

// The exact tier writes one condition per typed word; the query checks the database's own count,
// so a wrong count here would silently turn the exact tier off (and best match back into scoring
// every row). These are the texts people type.
describe('typedWordCount', () => {
  it.each([
    ['Silva', 1],
    ['atletico tigre', 2],
    ['Atlético Tigre', 2],
    ['Fernández', 1],
    ['Sigurðsson', 1],
    ["O'Neil", 2],
    ['Kwame-Mensah 2020', 3],
    ['  ', 0],
    ['!!!', 0],
  ])('%s has %i', (text, count) => {
    expect(typedWordCount(text)).toBe(count);
  });
});
