import { FIRST_SCREEN_MESSAGES as MESSAGES } from './first-screen-messages.ts';

/**
 * The login form's rule, without zod: the login page loads no zod at all (decision 071), and this is
 * all it checks of what a person types. The e-mail is read as every other form of the contract
 * reads one (`email` in schemas/account.ts: trimmed, not empty, then zod's e-mail pattern), with the
 * same sentences; `login-form.test.ts` holds the two together.
 */

/** What the login form sends. */
export type TLoginForm = { email: string; password: string };

/** The login form's refusals: at most one sentence per field, the first that applies. */
export type TLoginFormErrors = Partial<Record<keyof TLoginForm, string>>;

/** zod's `z.email()` pattern (`z.regexes.email`), copied so the login page does not load zod for it. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function loginFormErrors({ email, password }: TLoginForm): TLoginFormErrors {
  const errors: TLoginFormErrors = {};
  const trimmed = email.trim();
  if (trimmed.length === 0) errors.email = MESSAGES.enterEmail;
  else if (!EMAIL_PATTERN.test(trimmed)) errors.email = MESSAGES.invalidEmail;
  if (password.length === 0) errors.password = MESSAGES.enterPassword;
  return errors;
}
