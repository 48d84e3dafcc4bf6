import { describe, expect, it } from 'vitest';
import { isChildsOwnAddress, mailboxOf } from './parental-consent.ts';

describe('isChildsOwnAddress (issue 27 §4)', () => {
  it("finds the child's address in any letters, with spaces or a +tag", () => {
    const child = ['kid@example.com', 'Contact@Club.example'];
    for (const given of ['kid@example.com', ' KID@example.com ', 'kid+mum@example.com', 'contact@club.example']) {
      expect(isChildsOwnAddress(given, child), given).toBe(true);
    }
  });

  it("lets any other address through, and ignores the child's missing addresses", () => {
    expect(isChildsOwnAddress('mum@example.com', ['kid@example.com', null, undefined])).toBe(false);
    expect(isChildsOwnAddress('kid@example.org', ['kid@example.com'])).toBe(false);
    expect(isChildsOwnAddress('mum@example.com', [])).toBe(false);
  });

  it('keeps the domain whole and an address without a local part as it is', () => {
    expect(mailboxOf('A+b+c@X.example')).toBe('a@x.example');
    expect(mailboxOf('+tag@x.example')).toBe('+tag@x.example');
    expect(mailboxOf('not-an-address')).toBe('not-an-address');
  });
});
