import { z } from 'zod';
import { ACCOUNT_DATA_MESSAGES } from '../account-data.ts';
import { lazySchema } from '../lazy-schema.ts';

/** POST /api/account/delete: the password, and the authenticator's code when two-factor sign-in is on. */
export const ZDeleteAccountRequest = lazySchema(() =>
  z.object({
    password: z
      .string({ error: ACCOUNT_DATA_MESSAGES.enterPasswordToDelete })
      .min(1, ACCOUNT_DATA_MESSAGES.enterPasswordToDelete)
      .max(200),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, ACCOUNT_DATA_MESSAGES.wrongCode)
      .optional(),
  }),
);
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;

/** The delete form in Settings: the code is asked only when two-factor sign-in is on. */
export const ZDeleteAccountForm = lazySchema(() =>
  z.object({
    password: z.string().min(1, ACCOUNT_DATA_MESSAGES.enterPasswordToDelete),
    code: z.string(),
  }),
);
export type TDeleteAccountForm = z.infer<typeof ZDeleteAccountForm>;

/** POST /api/parental-consent/delete-child: what the parent reads once the account is gone. */
export const ZParentDeleteResponse = lazySchema(() => z.object({ message: z.string() }));
