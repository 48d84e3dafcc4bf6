import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { MESSAGES } from '../messages.ts';
import { isStrongPassword } from '../password.ts';

const email = lazySchema(() => z.string().trim().min(1, MESSAGES.enterEmail).pipe(z.email(MESSAGES.invalidEmail)));

/** A new password and its confirmation: the mismatch is reported before the strength (docs/product.md#accounts-and-registration). */
function checkNewPassword(form: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  if (form.password !== form.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.passwordsDontMatch });
    return;
  }
  if (!isStrongPassword(form.password)) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: MESSAGES.passwordTooWeak });
  }
}

/** The sign-up form (docs/product.md#accounts-and-registration). */
export const ZRegisterForm = lazySchema(() =>
  z
    .object({
      email,
      password: z.string().min(1, MESSAGES.enterPassword),
      confirmPassword: z.string().min(1, MESSAGES.confirmPassword),
    })
    .superRefine(checkNewPassword),
);
export type TRegisterForm = z.infer<typeof ZRegisterForm>;

export const ZResetPasswordForm = lazySchema(() =>
  z
    .object({
      password: z.string().min(1, MESSAGES.enterPassword),
      confirmPassword: z.string().min(1, MESSAGES.confirmPassword),
    })
    .superRefine(checkNewPassword),
);

/** Reset step 1: which sign-in methods an e-mail has. */
export const ZSignInMethodsRequest = lazySchema(() => z.object({ email: z.string().trim().min(1).max(320) }));
export const ZSignInMethodsResponse = lazySchema(() => z.object({ methods: z.array(z.string()) }));
export type TSignInMethodsResponse = z.infer<typeof ZSignInMethodsResponse>;

/** Settings → change password: the current one, and a new one that follows the password rule (docs/product.md#accounts-and-registration). */
export const ZChangePasswordForm = lazySchema(() =>
  z
    .object({
      currentPassword: z.string().min(1, MESSAGES.enterPassword),
      password: z.string().min(1, MESSAGES.enterPassword),
      confirmPassword: z.string().min(1, MESSAGES.confirmPassword),
    })
    .superRefine(checkNewPassword),
);
export type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;

/** The second step of sign-in: six digits from an authenticator app, or one backup code. */
export const ZTwoFactorCodeForm = lazySchema(() =>
  z.object({
    code: z.string().trim().min(1, MESSAGES.twoFactorCodeRequired),
  }),
);
export type TTwoFactorCodeForm = z.infer<typeof ZTwoFactorCodeForm>;

/** Confirming the password before turning two-factor sign-in on or off. */
export const ZPasswordConfirmForm = lazySchema(() => z.object({ password: z.string().min(1, MESSAGES.enterPassword) }));
export type TPasswordConfirmForm = z.infer<typeof ZPasswordConfirmForm>;

/** Better Auth's answer to "turn two-factor on": the otpauth URI for the app, and backup codes shown once. */
export const ZTwoFactorSetup = lazySchema(() => z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) }));
export type TTwoFactorSetup = z.infer<typeof ZTwoFactorSetup>;

/**
 * The password step of sign-in asks for a second factor instead of opening a session; otherwise it
 * names the account, and whether its e-mail is verified (the login page then offers a new link).
 */
export const ZSignInAnswer = lazySchema(() =>
  z
    .object({
      twoFactorRedirect: z.boolean().optional(),
      user: z.object({ emailVerified: z.boolean() }).loose().optional(),
    })
    .loose(),
);
export type TSignInAnswer = z.infer<typeof ZSignInAnswer>;
