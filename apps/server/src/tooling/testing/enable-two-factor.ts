import { randomUUID } from 'node:crypto';
import { symmetricEncrypt } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { Auth } from '../../auth/auth.ts';
import type { Database } from '../../db/client.ts';
import { twoFactor, user } from '../../db/schema/index.ts';

/**
 * Turns two-factor sign-in on for an account with a secret the caller knows, the state Better
 * Auth's twoFactor plugin leaves after "turn on" + a correct code. Only for tests and the journeys'
 * test routes: admins must have it (decision 012), and most tests are not about setting it up.
 *
 * `secret` is stored the way the plugin reads it: a raw string is the HMAC key itself; a
 * "base32:" prefix marks the key an authenticator app is given (otpauth URI `secret=`).
 */
export async function enableTwoFactorDirectly(
  db: Database,
  auth: Auth,
  userId: string,
  secret: string,
  backupCodes: string[] = [],
): Promise<void> {
  const context = await auth.$context;
  const values = {
    secret: await symmetricEncrypt({ key: context.secretConfig, data: secret }),
    backupCodes: await symmetricEncrypt({ key: context.secretConfig, data: JSON.stringify(backupCodes) }),
    verified: true,
    failedVerificationCount: 0,
    lockedUntil: null,
  };
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: twoFactor.id }).from(twoFactor).where(eq(twoFactor.userId, userId));
    if (existing) await tx.update(twoFactor).set(values).where(eq(twoFactor.id, existing.id));
    else await tx.insert(twoFactor).values({ id: randomUUID(), userId, ...values });
    await tx.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, userId));
  });
}
