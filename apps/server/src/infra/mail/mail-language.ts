import { DEFAULT_LANGUAGE, languageFromCookies, negotiateLanguage, type TLanguage } from '@scouting/contract/languages';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accountLanguages, members, user } from '../../db/schema/index.ts';

/**
 * The language a member's mail goes in (docs/product.md#languages): the one their account chose, or null when it
 * never chose (the caller then falls back: English for a member's mail, the request's language for
 * a mail a request triggered).
 */
export async function memberMailLanguage(db: DbOrTx, memberId: number): Promise<TLanguage | null> {
  const [row] = await db
    .select({ language: accountLanguages.language })
    .from(members)
    .innerJoin(accountLanguages, eq(accountLanguages.userId, members.authUserId))
    .where(eq(members.id, memberId))
    .limit(1);
  return row?.language ?? null;
}

/** The same for an identity account (Better Auth's mails know the account, not the member). */
export async function accountMailLanguage(db: DbOrTx, userId: string): Promise<TLanguage | null> {
  const [row] = await db
    .select({ language: accountLanguages.language })
    .from(accountLanguages)
    .where(eq(accountLanguages.userId, userId))
    .limit(1);
  return row?.language ?? null;
}

/** The account with this address's language, for a mail that knows only the address (a lockout). */
export async function addressMailLanguage(db: DbOrTx, email: string): Promise<TLanguage | null> {
  const [row] = await db
    .select({ language: accountLanguages.language })
    .from(user)
    .innerJoin(accountLanguages, eq(accountLanguages.userId, user.id))
    .where(eq(user.email, email))
    .limit(1);
  return row?.language ?? null;
}

/**
 * The language of the request that triggered a mail: the visitor's cookie, else Accept-Language;
 * English when there is no request (a mail sent from a script).
 */
export function requestMailLanguage(headers: Headers | Record<string, unknown> | undefined): TLanguage {
  if (!headers) return DEFAULT_LANGUAGE;
  const read = (name: string) => {
    const value = headers instanceof Headers ? headers.get(name) : headers[name];
    return typeof value === 'string' ? value : undefined;
  };
  return languageFromCookies(read('cookie')) ?? negotiateLanguage(read('accept-language'));
}
