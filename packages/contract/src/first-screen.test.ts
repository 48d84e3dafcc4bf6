import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as mini from './first-screen.ts';
import { MESSAGES } from './messages.ts';
import * as account from './schemas/account.ts';
import * as system from './schemas/system.ts';

const classic = { ...account, ...system, MESSAGES };

type Schema = { safeParse: (input: unknown) => { success: boolean; data?: unknown; error?: { issues: Issue[] } } };
type Issue = { path: PropertyKey[]; message: string };

const CONTRACT_TEXTS: string[] = Object.values(classic.MESSAGES);

/**
 * What a caller sees of a parse: accepted with which data, or refused with which messages where. A
 * message that is not one of the contract's texts (zod's wording of a type mismatch) only ever
 * reaches a person as the generic server error, so only its place is compared.
 */
function outcome(schema: Schema, input: unknown) {
  const result = schema.safeParse(input);
  return result.success
    ? { accepted: result.data }
    : {
        refused: result.error?.issues.map(({ path, message }) => ({
          path,
          message: CONTRACT_TEXTS.includes(message) ? message : 'a type mismatch',
        })),
      };
}

const user = { id: 'u1', email: 'a@b.co', emailVerified: true, twoFactorEnabled: false };
const member = { id: 7, role: 'Player', fullName: 'Ann Lee', username: 'ann', profileImageUrl: null };

// Each first-screen schema beside the classic one the server uses, with inputs both must treat alike.
const cases: [string, Schema, Schema, unknown[]][] = [
  [
    'ZPublicConfig',
    classic.ZPublicConfig,
    mini.ZPublicConfig,
    [
      { privateTestingMode: true, signupDisabled: false },
      { privateTestingMode: 'yes', signupDisabled: false },
      {},
      null,
    ],
  ],
  [
    'ZMe / session answer',
    classic.ZMe.nullable(),
    mini.ZSessionAnswer,
    [
      null,
      { user, member: null, language: null },
      { user, member, language: 'pt-BR' },
      { user, member: { ...member, role: 'Admin', profileImageUrl: '/img/1.webp' }, language: null },
      { user, member: { ...member, role: 'Coach' }, language: null },
      { user, member: { ...member, id: 1.5 }, language: null },
      { user: { ...user, twoFactorEnabled: undefined }, member: null, language: null },
      // docs/product.md#languages: a language the contract does not list, or none at all.
      { user, member, language: 'de' },
      { user, member },
      { user },
      'signed out',
    ],
  ],
  [
    'ZApiError',
    classic.ZApiError,
    mini.ZApiError,
    [
      { error: 'No.', code: 'FORBIDDEN' },
      { error: 'Check the form.', code: 'VALIDATION_ERROR', fields: { email: 'Enter your e-mail' } },
      { error: 'Check the form.', code: 'VALIDATION_ERROR', fields: { email: 3 } },
      // A code outside the contract's list is refused like a missing one.
      { error: 'Odd.', code: 'MADE_UP_HERE' },
      { code: 'X' },
      '<html>Bad gateway</html>',
      null,
    ],
  ],
  [
    'ZLoginForm',
    classic.ZLoginForm,
    mini.ZLoginForm,
    [
      { email: 'ann@example.com', password: 'x' },
      { email: '  ann@example.com  ', password: ' secret ' },
      { email: '', password: '' },
      { email: '   ', password: 'x' },
      { email: 'not-an-email', password: 'x' },
      { email: 'ann@example', password: '' },
      { email: "ann.o'neil+scouting@mail.example.co.uk", password: 'x' },
      { email: 'ann..lee@example.com', password: 'x' },
      { email: '.ann@example.com', password: 'x' },
      { email: 'ann@-example.com', password: 'x' },
      { email: 'ann@example.c', password: 'x' },
      { email: 'ann@exa_mple.com', password: 'x' },
      { email: 'ann lee@example.com', password: 'x' },
      { email: 3, password: null },
      { email: 'ann@example.com' },
      'ann@example.com',
    ],
  ],
  [
    'ZSignInAnswer',
    classic.ZSignInAnswer,
    mini.ZSignInAnswer,
    [
      {},
      { twoFactorRedirect: true },
      { twoFactorRedirect: false, token: 't' },
      { token: 't', user: { id: 'u1' } },
      { token: 't', user: { id: 'u1', emailVerified: false } },
      { user: { emailVerified: 'no' } },
      { twoFactorRedirect: 'yes' },
      null,
      [],
    ],
  ],
  [
    'ZSignInMethodsResponse',
    classic.ZSignInMethodsResponse,
    mini.ZSignInMethodsResponse,
    [{ methods: [] }, { methods: ['credential', 'google'] }, { methods: ['credential', 1] }, { methods: 'x' }, {}],
  ],
];

describe('first-screen checks (without zod) match the classic schemas', () => {
  for (const [name, full, light, inputs] of cases) {
    it.each(inputs.map((input) => [JSON.stringify(input), input]))(`${name}: %s`, (_label, input) => {
      expect(outcome(light, input)).toEqual(outcome(full, input));
    });
  }

  it("copies zod's e-mail pattern", () => {
    expect(mini.EMAIL_PATTERN.source).toBe(z.regexes.email.source.replaceAll('\\-', '-'));
  });

  it('throws from parse what safeParse refuses, and returns what it accepts', () => {
    expect(() => mini.ZPublicConfig.parse({ privateTestingMode: true })).toThrow();
    expect(mini.ZSessionAnswer.parse(null)).toBeNull();
    expect(mini.ZSessionAnswer.parse({ user, member, language: 'ar', extra: 1 })).toEqual({
      user,
      member,
      language: 'ar',
    });
  });

  it('gives the login form its contract messages', () => {
    expect(outcome(mini.ZLoginForm, { email: ' ', password: '' })).toEqual({
      refused: [
        { path: ['email'], message: classic.MESSAGES.enterEmail },
        { path: ['password'], message: classic.MESSAGES.enterPassword },
      ],
    });
    expect(outcome(mini.ZLoginForm, { email: 'ann', password: 'x' })).toEqual({
      refused: [{ path: ['email'], message: classic.MESSAGES.invalidEmail }],
    });
  });
});
