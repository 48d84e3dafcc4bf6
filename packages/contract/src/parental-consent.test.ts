import { describe, expect, it } from 'vitest';
import { canonicalMailbox, isChildsOwnAddress } from './parental-consent.ts';

describe('isChildsOwnAddress', () => {
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

  it("finds the child's address written the other ways their provider delivers to it", () => {
    expect(isChildsOwnAddress('k.id@gmail.com', ['kid@gmail.com'])).toBe(true);
    expect(isChildsOwnAddress('K.I.D+mum@googlemail.com', ['kid@gmail.com'])).toBe(true);
    expect(isChildsOwnAddress('kid-mum@yahoo.com', ['kid@yahoo.com'])).toBe(true);
    expect(isChildsOwnAddress('k.id@example.com', ['kid@example.com'])).toBe(false);
  });

  it('keeps the domain whole and an address without a local part as it is', () => {
    expect(canonicalMailbox('A+b+c@X.example')).toBe('a@x.example');
    expect(canonicalMailbox('+tag@x.example')).toBe('+tag@x.example');
    expect(canonicalMailbox('not-an-address')).toBe('not-an-address');
  });
});

describe('canonicalMailbox: the mailbox an address reaches, the way its provider reads it', () => {
  const table: [given: string, mailbox: string][] = [
    // Gmail ignores dots and +tags, and googlemail.com is gmail.com.
    ['K.I.D@Gmail.com', 'kid@gmail.com'],
    ['k.id+mum@gmail.com', 'kid@gmail.com'],
    ['kid@googlemail.com', 'kid@gmail.com'],
    ['k.i.d+a+b@GoogleMail.com', 'kid@gmail.com'],
    // Microsoft, Apple and Proton drop a +tag; dots stay at Microsoft and Apple.
    ['kid+mum@outlook.com', 'kid@outlook.com'],
    ['k.id+mum@hotmail.com', 'k.id@hotmail.com'],
    ['kid+x@hotmail.co.uk', 'kid@hotmail.co.uk'],
    ['kid+x@live.com', 'kid@live.com'],
    ['kid+x@msn.com', 'kid@msn.com'],
    ['kid+x@icloud.com', 'kid@icloud.com'],
    ['kid+x@me.com', 'kid@me.com'],
    ['kid+x@mac.com', 'kid@mac.com'],
    // Proton also ignores dots, hyphens and underscores in the name.
    ['k.i-d_+x@proton.me', 'kid@proton.me'],
    ['kid+x@protonmail.com', 'kid@protonmail.com'],
    ['kid+x@pm.me', 'kid@pm.me'],
    // Yahoo's disposable addresses add a -keyword; its dots stay.
    ['kid-mum@yahoo.com', 'kid@yahoo.com'],
    ['k.id-mum@yahoo.co.uk', 'k.id@yahoo.co.uk'],
    ['kid-mum@ymail.com', 'kid@ymail.com'],
    // Any other domain: letter case and a +tag only; dots and hyphens are part of the name.
    ['  Kid+Mum@Club.Example ', 'kid@club.example'],
    ['k.id@example.com', 'k.id@example.com'],
    ['kid-mum@example.com', 'kid-mum@example.com'],
    // An address without a name before its tag or its @ stays as it is.
    ['+tag@x.example', '+tag@x.example'],
    ['.@gmail.com', '.@gmail.com'],
    ['-x@yahoo.com', '-x@yahoo.com'],
    ['not-an-address', 'not-an-address'],
  ];
  it.each(table)('%s reaches %s', (given, mailbox) => {
    expect(canonicalMailbox(given)).toBe(mailbox);
  });
});
