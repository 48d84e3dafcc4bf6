import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import { isStrongPassword } from './password.ts';
import { ZRegisterForm } from './schemas/account.ts';
import { englishOf } from './sentences.ts';

describe('password policy', () => {
  it.each([
    ['Abcdef1!', true],
    ['Str0ng.Pass', true],
    ['A1,aaaaa', true],
    ['Abcde1!', false], // 7 characters
    ['abcdef1!', false], // no uppercase
    ['Abcdefg!', false], // no digit
    ['Abcdefg1', false], // no special character
    ['Abcdef1!~', false], // a character outside the allowed set
    ['Abcdef1! ', false], // spaces are not allowed either
    ['', false],
  ])('%s is strong: %s', (password, strong) => {
    expect(isStrongPassword(password)).toBe(strong);
  });

  it('names the product message for a weak password', () => {
    expect(englishOf(MESSAGES.passwordTooWeak)).toBe(
      "Your password is too weak. Make sure it's at least 8 characters long, with one uppercase letter, one number, and one special character.",
    );
  });
});

describe('register form', () => {
  it('reports a mismatch before the strength', () => {
    const result = ZRegisterForm.safeParse({ email: 'a@b.co', password: 'weak', confirmPassword: 'other' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([MESSAGES.passwordsDontMatch]);
  });

  it('reports a weak password when both match', () => {
    const result = ZRegisterForm.safeParse({ email: 'a@b.co', password: 'weak', confirmPassword: 'weak' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([MESSAGES.passwordTooWeak]);
  });

  it('accepts a valid form', () => {
    expect(
      ZRegisterForm.safeParse({ email: 'a@b.co', password: 'Abcdef1!', confirmPassword: 'Abcdef1!' }).success,
    ).toBe(true);
  });
});
