import { MESSAGES } from '@scouting/contract/messages';
import { isStrongPassword } from '@scouting/contract/password';
import { englishOf } from '@scouting/contract/sentences';
import { eq, like } from 'drizzle-orm';
import type { Auth } from '../../auth/auth.ts';
import type { Database } from '../../db/client.ts';
import { members, user } from '../../db/schema/index.ts';

/** What operators are told when they make an admin (docs/decisions/012-two-factor.md). */
export const ADMIN_TWO_FACTOR_NOTICE =
  'Admins must use two-factor sign-in: at the first sign-in, the app opens Settings to set up an authenticator app (TOTP) and shows backup codes once; admin pages stay closed until then.';

export type EnsureAdminResult = 'created' | 'exists';

export class AdminSetupError extends Error {}

/**
 * Creates a verified admin account with its member row, unless the e-mail already has one.
 * Admins never come through sign-up (docs/architecture.md#identity-and-members), so this bypasses the sign-up flag on purpose.
 */
export async function ensureAdmin(db: Database, auth: Auth, input: { email: string; password: string }) {
  const email = input.email.trim().toLowerCase();
  // The command line speaks English, as its other messages do.
  if (!isStrongPassword(input.password)) throw new AdminSetupError(englishOf(MESSAGES.passwordTooWeak));

  const [existing] = await db
    .select({ userId: user.id, role: members.role })
    .from(user)
    .leftJoin(members, eq(members.authUserId, user.id))
    .where(eq(user.email, email))
    .limit(1);
  if (existing?.role === 'Admin') return 'exists' satisfies EnsureAdminResult;
  if (existing) throw new AdminSetupError(`${email} already has an account that is not an admin.`);

  const context = await auth.$context;
  const hash = await context.password.hash(input.password);
  const created = await context.internalAdapter.createUser(
    { email, name: 'Administrator', emailVerified: true },
    { method: 'admin' },
  );
  await context.internalAdapter.linkAccount({
    userId: created.id,
    providerId: 'credential',
    accountId: created.id,
    password: hash,
  });
  await db.insert(members).values({
    authUserId: created.id,
    role: 'Admin',
    fullName: 'Administrator',
    username: await freeUsername(db, `admin-${email.split('@')[0]}`),
  });
  return 'created' satisfies EnsureAdminResult;
}

async function freeUsername(db: Database, base: string): Promise<string> {
  const taken = new Set(
    (
      await db
        .select({ username: members.username })
        .from(members)
        .where(like(members.username, `${base}%`))
    ).map((row) => row.username),
  );
  let candidate = base;
  for (let n = 2; taken.has(candidate); n++) candidate = `${base}-${n}`;
  return candidate;
}
