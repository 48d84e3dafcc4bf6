import { languageFromCookies, negotiateLanguage, type TLanguage } from '@scouting/contract/languages';
import type { FastifyRequest } from 'fastify';
import { loadCaller } from '../auth/caller.ts';
import { accountMailLanguage } from '../infra/mail/mail-language.ts';

/** The language an account chose (docs/product.md#languages), or null until it chooses one: the query its mails use. */
export const readAccountLanguage = accountMailLanguage;

/** The visitor's own choice (the language cookie), else what their browser asks for (Accept-Language). */
export function visitorLanguage(request: FastifyRequest): TLanguage {
  return languageFromCookies(request.headers.cookie) ?? negotiateLanguage(request.headers['accept-language']);
}

/**
 * The language to answer this request in (docs/product.md#languages): the signed-in account's choice, else the
 * visitor's. `lookUpCaller: false` uses only a caller the request already resolved (an answer about a
 * failure should not add work that may fail the same way). Never throws: English is always there.
 */
export async function callerLanguage(request: FastifyRequest, { lookUpCaller = true } = {}): Promise<TLanguage> {
  try {
    const caller = request.caller !== undefined || !lookUpCaller ? request.caller : await loadCaller(request);
    const chosen = caller ? await readAccountLanguage(request.server.db, caller.user.id) : null;
    return chosen ?? visitorLanguage(request);
  } catch {
    return visitorLanguage(request);
  }
}
