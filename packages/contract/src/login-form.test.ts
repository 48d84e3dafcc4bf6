import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FIRST_SCREEN_MESSAGES } from './first-screen-messages.ts';
import { EMAIL_PATTERN, loginFormErrors } from './login-form.ts';
import { ZRegisterForm } from './schemas/account.ts';

/** The first refusal zod gives a value, as the login form would show it. */
function firstIssue(schema: z.ZodType, value: string): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const EMAILS = [
  'ann@example.com',
  '  ann@example.com  ',
  '',
  '   ',
  'not-an-email',
  'ann@example',
  "ann.o'neil+scouting@mail.example.co.uk",
  'ann..lee@example.com',
  '.ann@example.com',
  'ann@-example.com',
  'ann@example.c',
  'ann@exa_mple.com',
  'ann lee@example.com',
];
const PASSWORDS = ['x', ' secret ', '', ' '];

describe('the login form without zod (decision 071)', () => {
  // The sign-up form's fields are the contract's e-mail and password rules, which the login form repeats.
  it.each(EMAILS)('refuses the e-mail %j as the contract does', (email) => {
    expect(loginFormErrors({ email, password: 'x' }).email).toBe(firstIssue(ZRegisterForm.shape.email, email));
  });

  it.each(PASSWORDS)('refuses the password %j as the contract does', (password) => {
    expect(loginFormErrors({ email: 'ann@example.com', password }).password).toBe(
      firstIssue(ZRegisterForm.shape.password, password),
    );
  });

  it('gives each field its first-screen sentence, both at once', () => {
    expect(loginFormErrors({ email: ' ', password: '' })).toEqual({
      email: FIRST_SCREEN_MESSAGES.enterEmail,
      password: FIRST_SCREEN_MESSAGES.enterPassword,
    });
    expect(loginFormErrors({ email: 'ann', password: 'x' })).toEqual({ email: FIRST_SCREEN_MESSAGES.invalidEmail });
    expect(loginFormErrors({ email: ' ann@example.com ', password: 'x' })).toEqual({});
  });

  it("copies zod's e-mail pattern", () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source.replaceAll('\\-', '-'));
  });
});
