import type { TLanguage } from '@scouting/contract/languages';
import type { DbOrTx } from '../../db/client.ts';
import { accountLanguages } from '../../db/schema/index.ts';

/** Keeps the account's language (docs/product.md#languages), replacing an earlier choice. */
export async function saveAccountLanguage(db: DbOrTx, userId: string, language: TLanguage): Promise<void> {
  await db
    .insert(accountLanguages)
    .values({ userId, language })
    .onConflictDoUpdate({ target: accountLanguages.userId, set: { language, updatedAt: new Date() } });
}
