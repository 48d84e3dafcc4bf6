import { describe, expect, it } from 'vitest';
import { returnPathFrom, signInAddress } from './return-path.ts';

describe('the page to return to after signing in', () => {
  it('is carried in the address of the sign-in page, with its query', () => {
    expect(signInAddress('/applications/1', '')).toBe('/?next=%2Fapplications%2F1');
    expect(returnPathFrom('?next=%2Fsearch%3Fposition%3DST')).toBe('/search?position=ST');
  });

  it('is only ever a page of this app: another site, a scheme or a protocol-relative address is dropped', () => {
    for (const next of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'dashboard',
    ])
      expect(returnPathFrom(`?next=${encodeURIComponent(next)}`), next).toBeNull();
    expect(returnPathFrom('')).toBeNull();
  });

  it('is not the sign-in page or the dashboard, where signing in leads anyway', () => {
    expect(signInAddress('/', '')).toBe('/');
    expect(signInAddress('/dashboard', '')).toBe('/');
  });
});
