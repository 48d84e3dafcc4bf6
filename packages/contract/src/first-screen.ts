/**
 * The schemas the first screen (the login page, `/` and `/login`) parses, written with `zod/mini`.
 *
 * Classic zod cannot be tree-shaken: every schema carries every method, so one classic schema brings
 * 27 kB (brotli) to the page; these bring about 7 kB (issue 16 §4, decision 021). The web's first
 * screen imports them from `@scouting/contract/first-screen`; the server and every other page keep
 * the classic schemas of `system.ts` and `account.ts`. They accept and refuse the same input with
 * the same messages (`first-screen.test.ts`), and the messages and roles come from the same modules.
 */
import * as z from 'zod/mini';
import { FIRST_SCREEN_MESSAGES as MESSAGES } from './first-screen-messages.ts';
import { ROLES } from './role-names.ts';

/** The texts the first screen shows: a part of `MESSAGES`, under the same name and keys. */
export { FIRST_SCREEN_MESSAGES as MESSAGES } from './first-screen-messages.ts';
export { DASHBOARD_PATH, ROLES, type TRole } from './role-names.ts';

/** GET /api/config, as `ZPublicConfig` of system.ts. */
export const ZPublicConfig = z.object({
  privateTestingMode: z.boolean(),
  signupDisabled: z.boolean(),
});

/** GET /api/session, as `ZMe` of system.ts. */
export const ZMe = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    twoFactorEnabled: z.boolean(),
  }),
  member: z.nullable(
    z.object({
      id: z.int(),
      role: z.enum(ROLES),
      fullName: z.string(),
      username: z.string(),
      profileImageUrl: z.nullable(z.string()),
    }),
  ),
});

/** The error body of every failed API call, as `ZApiError` of system.ts. */
export const ZApiError = z.object({
  error: z.string(),
  code: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
});

const email = z.pipe(z.string().check(z.trim(), z.minLength(1, MESSAGES.enterEmail)), z.email(MESSAGES.invalidEmail));

/** The login form, as `ZLoginForm` of account.ts. */
export const ZLoginForm = z.object({ email, password: z.string().check(z.minLength(1, MESSAGES.enterPassword)) });

/** The password step's answer, as `ZSignInAnswer` of account.ts. */
export const ZSignInAnswer = z.looseObject({ twoFactorRedirect: z.optional(z.boolean()) });

/** Reset step 1's answer, as `ZSignInMethodsResponse` of account.ts. */
export const ZSignInMethodsResponse = z.object({ methods: z.array(z.string()) });

/** GET /api/session's whole answer: the account, or null when nobody is signed in. */
export const ZSessionAnswer = z.nullable(ZMe);
