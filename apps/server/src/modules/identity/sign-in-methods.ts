import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { account, user } from '../../db/schema/index.ts';

/**
 * The reset flow (docs/product.md#accounts-and-registration) tells an unregistered address apart, so this lookup exists on
 * purpose; it is rate limited like the other identity routes to keep enumeration slow.
 */
export async function signInMethods(db: Database, email: string): Promise<string[]> {
  const rows = await db
    .select({ providerId: account.providerId })
    .from(account)
    .innerJoin(user, eq(account.userId, user.id))
    .where(eq(user.email, email));
  return rows.map((row) => (row.providerId === 'credential' ? 'password' : row.providerId));
}
