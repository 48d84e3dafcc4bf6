/**
 * What the first screen (the login page, `/` and `/login`) parses, without zod.
 *
 * Even `zod/mini` cost the login page 15 kB (brotli) of its 135 kB: zod's core modules are shared
 * with the classic schemas of every other page, and a shared module is bundled once with everything
 * any page takes from it (decision 021). These few checks do the same job for the six
 * shapes the first screen meets and nothing more: the server and every other page keep the classic
 * schemas of `system.ts` and `account.ts`. They offer the part of zod's interface that callers use
 * (`parse`, `safeParse`, `issues` with `path` and `message`), accept and refuse the same input, return
 * the same data (unknown keys dropped), and give the login form the same messages
 * (`first-screen.test.ts` holds them to that). A type mismatch, which only a server breaking the
 * contract can cause, says "Invalid input" rather than zod's longer wording: no person reads it.
 */

import { ERROR_CODES, type TErrorCode } from './error-codes.ts';
import { FIRST_SCREEN_MESSAGES as MESSAGES } from './first-screen-messages.ts';
import { LANGUAGES } from './languages.ts';
import { ROLES } from './roles.ts';
import type { TLoginForm, TSignInAnswer, TSignInMethodsResponse } from './schemas/account.ts';
import type { TMe, TPublicConfig } from './schemas/system.ts';

/** The texts the first screen shows: a part of `MESSAGES`, under the same name and keys. */
export { errorCodeForStatus, isErrorCode, type TErrorCode } from './error-codes.ts';
export { FIRST_SCREEN_MESSAGES as MESSAGES } from './first-screen-messages.ts';
export {
  ACCOUNT_LANGUAGE_PATH,
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_INFO,
  LANGUAGES,
  languageFromCookies,
  languageOf,
  negotiateLanguage,
  type TLanguage,
} from './languages.ts';
export { DASHBOARD_PATH, ROLES, type TRole } from './roles.ts';

export type Issue = { path: PropertyKey[]; message: string };
export type SafeParseResult<T> = { success: true; data: T } | { success: false; error: { issues: Issue[] } };
/** A schema as its callers see it: zod's `parse` (throws) and `safeParse`. */
export type Schema<T> = { parse: (input: unknown) => T; safeParse: (input: unknown) => SafeParseResult<T> };

/** Reads one value: returns what it accepts, or reports why not into `issues` (then the result is unused). */
type Check<T> = (input: unknown, path: PropertyKey[], issues: Issue[]) => T;

const INVALID = 'Invalid input';

function schema<T>(check: Check<T>): Schema<T> {
  const safeParse = (input: unknown): SafeParseResult<T> => {
    const issues: Issue[] = [];
    const data = check(input, [], issues);
    return issues.length === 0 ? { success: true, data } : { success: false, error: { issues } };
  };
  return {
    safeParse,
    parse: (input) => {
      const result = safeParse(input);
      if (!result.success) throw new Error(JSON.stringify(result.error.issues));
      return result.data;
    },
  };
}

/** A value `accepts` lets through unchanged; anything else is refused with `message`. */
const is =
  <T>(accepts: (input: unknown) => boolean, message = INVALID): Check<T> =>
  (input, path, issues) => {
    if (!accepts(input)) issues.push({ path, message });
    return input as T;
  };

const string = is<string>((input) => typeof input === 'string');
const boolean = is<boolean>((input) => typeof input === 'boolean');
// zod's `int()`: a safe integer.
const int = is<number>(Number.isSafeInteger);
const oneOf = <T>(values: readonly T[]) => is<T>((input) => values.includes(input as T));

const nullable =
  <T>(check: Check<T>): Check<T | null> =>
  (input, path, issues) =>
    input === null ? null : check(input, path, issues);

const isRecord = (input: unknown): input is Record<string, unknown> =>
  typeof input === 'object' && input !== null && !Array.isArray(input);

type Shape = Record<string, Check<unknown>>;

/**
 * An object with these keys, each checked at its own path (every issue is reported, as zod does).
 * Keys listed in `optional` may be absent; unknown keys are dropped unless `loose`.
 */
function object<T>(shape: Shape, { optional = [] as string[], loose = false } = {}): Check<T> {
  return (input, path, issues) => {
    if (!isRecord(input)) {
      issues.push({ path, message: INVALID });
      return input as T;
    }
    const data: Record<string, unknown> = loose ? { ...input } : {};
    for (const [key, check] of Object.entries(shape)) {
      if (input[key] === undefined && optional.includes(key)) continue;
      data[key] = check(input[key], [...path, key], issues);
    }
    return data as T;
  };
}

const record =
  <T>(check: Check<T>): Check<Record<string, T>> =>
  (input, path, issues) => {
    if (!isRecord(input)) {
      issues.push({ path, message: INVALID });
      return {};
    }
    return Object.fromEntries(Object.entries(input).map(([key, value]) => [key, check(value, [...path, key], issues)]));
  };

const array =
  <T>(check: Check<T>): Check<T[]> =>
  (input, path, issues) => {
    if (!Array.isArray(input)) {
      issues.push({ path, message: INVALID });
      return [];
    }
    return input.map((item, index) => check(item, [...path, index], issues));
  };

/** zod's `z.email()` pattern, copied so the login page does not load zod for one regular expression. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** As account.ts's `z.string().trim().min(1, enterEmail).pipe(z.email(invalidEmail))`: one message at most. */
const email: Check<string> = (input, path, issues) => {
  if (typeof input !== 'string') return string(input, path, issues);
  const trimmed = input.trim();
  if (trimmed.length === 0) issues.push({ path, message: MESSAGES.enterEmail });
  else if (!EMAIL_PATTERN.test(trimmed)) issues.push({ path, message: MESSAGES.invalidEmail });
  return trimmed;
};

const password: Check<string> = (input, path, issues) => {
  if (typeof input !== 'string') return string(input, path, issues);
  if (input.length === 0) issues.push({ path, message: MESSAGES.enterPassword });
  return input;
};

/** GET /api/config, as `ZPublicConfig` of system.ts. */
export const ZPublicConfig = schema<TPublicConfig>(object({ privateTestingMode: boolean, signupDisabled: boolean }));

/** GET /api/session's whole answer, as `ZMe.nullable()` of system.ts: the account, or null when nobody is signed in. */
export const ZSessionAnswer = schema<TMe | null>(
  nullable(
    object({
      user: object({ id: string, email: string, emailVerified: boolean, twoFactorEnabled: boolean }),
      member: nullable(
        object({
          id: int,
          role: oneOf(ROLES),
          fullName: string,
          username: string,
          profileImageUrl: nullable(string),
        }),
      ),
      language: nullable(oneOf(LANGUAGES)),
    }),
  ),
);

/** The error body of every failed API call, as `ZApiError` of system.ts. */
export const ZApiError = schema<{ error: string; code: TErrorCode; fields?: Record<string, string> }>(
  object({ error: string, code: oneOf(ERROR_CODES), fields: record(string) }, { optional: ['fields'] }),
);

/** The login form, as `ZLoginForm` of account.ts. */
export const ZLoginForm = schema<TLoginForm>(object({ email, password }));

/** The password step's answer, as `ZSignInAnswer` of account.ts (other keys kept). */
export const ZSignInAnswer = schema<TSignInAnswer>(
  object(
    { twoFactorRedirect: boolean, user: object({ emailVerified: boolean }, { loose: true }) },
    { optional: ['twoFactorRedirect', 'user'], loose: true },
  ),
);

/** Reset step 1's answer, as `ZSignInMethodsResponse` of account.ts. */
export const ZSignInMethodsResponse = schema<TSignInMethodsResponse>(object({ methods: array(string) }));
