import { describe, expect, it } from 'vitest';
import { shouldChime } from './use-unread-chime.ts';

describe('shouldChime', () => {
  it('chimes when the count rises above the one the page knew', () => {
    expect(shouldChime(2, 3, true)).toBe(true);
    expect(shouldChime(3, 3, true)).toBe(false);
    expect(shouldChime(3, 0, true)).toBe(false);
  });

  it('stays quiet on the first count and whenever the member muted the chime', () => {
    expect(shouldChime(null, 5, true)).toBe(false);
    expect(shouldChime(2, 3, false)).toBe(false);
  });
});
