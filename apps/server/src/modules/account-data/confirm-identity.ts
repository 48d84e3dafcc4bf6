import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { ACCOUNT_DATA_MESSAGES } from '@scouting/contract/account-data';
import { symmetricDecrypt } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import type { Auth } from '../../auth/auth.ts';
import type { Database } from '../../db/client.ts';
import { account, twoFactor } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

/** Secrets imported from an authenticator app are stored as `base32:<secret>` (Better Auth's twoFactor plugin). */
const BASE32_PREFIX = 'base32:';

/** Whether `code` is the authenticator's current code for the secret Better Auth stored (±30 s, as at sign-in). */
async function isCurrentCode(auth: Auth, storedSecret: string, code: string): Promise<boolean> {
  const context = await auth.$context;
  const secret = await symmetricDecrypt({ key: context.secretConfig, data: storedSecret });
  const key = secret.startsWith(BASE32_PREFIX)
    ? base32.decode(secret.slice(BASE32_PREFIX.length).toUpperCase())
    : secret;
  return createOTP(key, { period: 30, digits: 6 }).verify(code);
}

/**
 * Deleting an account asks again who is there (docs/product.md#deleting-an-account): the password, and the second factor's
 * code when two-factor sign-in is on, so that a session left open on a shared computer cannot
 * erase the account. Refuses with 403 and a sentence saying which one was wrong; a missing code is 400.
 */
export async function confirmIdentity(
  deps: { db: Database; auth: Auth },
  userId: string,
  input: { password: string; code?: string | undefined },
  /** The sentences when someone else's account is at stake (a guardian deleting their child's). */
  refusals: { wrongPassword: string } = { wrongPassword: ACCOUNT_DATA_MESSAGES.wrongPassword },
): Promise<void> {
  const [credential] = await deps.db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
    .limit(1);
  const context = await deps.auth.$context;
  const passwordOk = credential?.hash
    ? await context.password.verify({ hash: credential.hash, password: input.password })
    : false;
  if (!passwordOk) throw new AppError('FORBIDDEN', refusals.wrongPassword);

  const [factor] = await deps.db
    .select({ secret: twoFactor.secret, verified: twoFactor.verified })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId))
    .limit(1);
  if (!factor?.verified) return;
  if (!input.code) {
    throw new AppError('VALIDATION_ERROR', ACCOUNT_DATA_MESSAGES.codeRequired, {
      code: ACCOUNT_DATA_MESSAGES.codeRequired,
    });
  }
  if (!(await isCurrentCode(deps.auth, factor.secret, input.code))) {
    throw new AppError('FORBIDDEN', ACCOUNT_DATA_MESSAGES.wrongCode);
  }
}
