import { describe, expect, it } from 'vitest';
import { matchesIfNoneMatch } from './conditional.ts';

describe('matchesIfNoneMatch', () => {
  const etag = 'W/"n1-abc-xyz"';

  it('matches the same tag, weak or strong, alone or in a list, and *', () => {
    expect(matchesIfNoneMatch('W/"n1-abc-xyz"', etag)).toBe(true);
    expect(matchesIfNoneMatch('"n1-abc-xyz"', etag)).toBe(true);
    expect(matchesIfNoneMatch('W/"other", W/"n1-abc-xyz"', etag)).toBe(true);
    expect(matchesIfNoneMatch(' * ', etag)).toBe(true);
  });

  it('does not match another tag, a missing or an empty header', () => {
    expect(matchesIfNoneMatch('W/"n1-abd-xyz"', etag)).toBe(false);
    expect(matchesIfNoneMatch('W/"n1-abc-xyz', etag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, etag)).toBe(false);
    expect(matchesIfNoneMatch('', etag)).toBe(false);
  });
});
