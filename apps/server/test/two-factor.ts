import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { forgetAccount } from '../src/auth/caller-cache.ts';
import { user } from '../src/db/schema/index.ts';
import { enableTwoFactorDirectly } from '../src/tooling/testing/enable-two-factor.ts';
import type { TestClient } from './test-app.ts';

/** The code an authenticator app shows now for a secret stored as Better Auth stores it. */
export async function totpCode(app: FastifyInstance, secret: string): Promise<string> {
  return (await app.auth.api.generateTOTP({ body: { secret } })).code;
}

/** Turns two-factor sign-in on for the account of `email` with a fresh secret, and returns it. */
export async function enableTwoFactorFor(app: FastifyInstance, email: string, backupCodes: string[] = []) {
  const [row] = await app.db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  if (!row) throw new Error(`No account ${email}`);
  const secret = randomUUID();
  await enableTwoFactorDirectly(app.db, app.auth, row.id, secret, backupCodes);
  // Written behind the app's back: cached session lookups of this account must see it.
  await forgetAccount(app.keyValueStore, row.id);
  return secret;
}

/** Both steps of sign-in: the password, then the code of `secret` (decision 012). */
export async function signInWithTwoFactor(client: TestClient, email: string, password: string, secret: string) {
  const signIn = await client.post('/api/auth/sign-in/email', { email, password });
  if (signIn.statusCode !== 200 || signIn.json().twoFactorRedirect !== true) {
    throw new Error(`sign-in did not ask for a code: ${signIn.statusCode} ${signIn.body}`);
  }
  const verified = await client.post('/api/auth/two-factor/verify-totp', { code: await totpCode(client.app, secret) });
  if (verified.statusCode !== 200) throw new Error(`code refused: ${verified.body}`);
}
