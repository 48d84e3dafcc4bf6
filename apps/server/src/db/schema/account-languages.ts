import type { TLanguage } from '@scouting/contract/languages';
import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * The language an account chose (docs/product.md#languages): the app and the API answer in it on any device. An
 * account without a row has not chosen; it reads its browser's language. Beside Better Auth's user
 * table rather than in it, so the identity service's own reads and writes never see it; deleted
 * with the account.
 */
export const accountLanguages = pgTable(
  'account_languages',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    language: text('language').$type<TLanguage>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('account_languages_language_check', sql`${table.language} in ('en', 'es', 'pt-BR', 'fr', 'ar')`)],
);
