import { describe, expect, it } from 'vitest';
import { ageFromBirthYearMonth } from './age.ts';
import { searchCursor, ZSaveSearchRequest, ZSearchPlayersQuery } from './schemas/search.ts';
import { dobBoundsForAges, effectiveSort, searchLink } from './search.ts';

const today = new Date('2026-11-23T12:00:00Z');

describe('dobBoundsForAges', () => {
  it('keeps exactly the birth dates whose age falls in the range', () => {
    const { from, before } = dobBoundsForAges({ ageMin: 20, ageMax: 22 }, today);
    expect(from).toBe('2003-12-01');
    expect(before).toBe('2006-12-01');
    expect(ageFromBirthYearMonth('2003-12-01', today)).toBe(22);
    expect(ageFromBirthYearMonth('2003-11-01', today)).toBe(23);
    expect(ageFromBirthYearMonth('2006-11-01', today)).toBe(20);
    expect(ageFromBirthYearMonth('2006-12-01', today)).toBe(19);
  });

  it('leaves an open end open', () => {
    expect(dobBoundsForAges({}, today)).toEqual({ from: null, before: null });
  });
});

describe('ZSearchPlayersQuery', () => {
  it('reads query text: empty fields are no filter, flags and numbers are coerced', () => {
    const parsed = ZSearchPlayersQuery.parse({ q: ' mensah ', country: '', hasVideos: 'true', ageMin: '18' });
    expect(parsed).toMatchObject({ q: 'mensah', hasVideos: true, ageMin: 18, limit: 20 });
    expect(parsed.country).toBeUndefined();
  });

  it('refuses reversed ranges with a message on the field', () => {
    const result = ZSearchPlayersQuery.safeParse({ ageMin: '25', ageMax: '20', heightMin: '1.9', heightMax: '1.7' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['ageMin', 'heightMin']);
  });

  it('refuses a cursor made for another order', () => {
    const cursor = searchCursor.encode(['rating', 4.5, 7]);
    expect(ZSearchPlayersQuery.safeParse({ sort: 'rating', cursor }).success).toBe(true);
    expect(ZSearchPlayersQuery.safeParse({ sort: 'age', cursor }).success).toBe(false);
    expect(ZSearchPlayersQuery.safeParse({ sort: 'age', cursor: searchCursor.encode(['age', 3, 7]) }).success).toBe(
      false,
    );
  });
});

describe('effectiveSort', () => {
  it('orders by best match only when there are words to match', () => {
    expect(effectiveSort({ q: 'ana' })).toBe('best');
    expect(effectiveSort({})).toBe('newest');
    expect(effectiveSort({ sort: 'age' })).toBe('age');
  });
});

describe('saved searches', () => {
  it('needs a name', () => {
    expect(ZSaveSearchRequest.safeParse({ name: '  ', filters: {} }).success).toBe(false);
  });

  it('links to the search page with the filters in a stable order', () => {
    expect(searchLink({ status: 'Free Agent', q: 'ana', country: '' })).toBe('/search?q=ana&status=Free+Agent');
    expect(searchLink({})).toBe('/search');
  });
});
