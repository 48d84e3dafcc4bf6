import type { TAccountExport } from '@scouting/contract/schemas/account-export';
import { eq } from 'drizzle-orm';
import { accountLanguages, user } from '../../db/schema/index.ts';
import { type ExportReader, iso } from '../../platform/account-export/export-values.ts';

/**
 * The sign-in account in its owner's data export (docs/product.md#deleting-an-account): the address
 * and its state, never the password hash, the two-factor secret nor a session. Null when it is gone.
 */
export async function exportIdentity({ db, userId }: ExportReader): Promise<TAccountExport['account'] | null> {
  const [account] = await db
    .select({
      email: user.email,
      createdAt: user.createdAt,
      emailVerified: user.emailVerified,
      twoFactorEnabled: user.twoFactorEnabled,
      language: accountLanguages.language,
    })
    .from(user)
    .leftJoin(accountLanguages, eq(accountLanguages.userId, user.id))
    .where(eq(user.id, userId));
  return account ? { ...account, createdAt: iso(account.createdAt) } : null;
}
