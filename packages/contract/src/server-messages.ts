import ar from '../catalogs/ar.json' with { type: 'json' };
import es from '../catalogs/es.json' with { type: 'json' };
import fr from '../catalogs/fr.json' with { type: 'json' };
import ptBR from '../catalogs/pt-BR.json' with { type: 'json' };
import { ACCOUNT_LANGUAGE_MESSAGES } from './account-language.ts';
import { FIRST_SCREEN_MESSAGES } from './first-screen-messages.ts';
import { LANGUAGES, type TLanguage } from './languages.ts';
import type { TMessageWithValues } from './message-ids.ts';
import { MESSAGES } from './messages.ts';
import { englishOf, sayMessageWith, type TSentenceCatalog, translateSentenceWith } from './sentences.ts';

/**
 * The API's sentences in every language (docs/product.md#languages). Any fixed sentence of the contract (a
 * route's refusal, a validation message) is translated through the catalogs of `catalogs/`, the
 * same ones the browser shows; English is the contract's own wording (docs/product.md's texts, unchanged).
 * This module is the server's (`@scouting/contract/server-messages`): it carries every catalog,
 * which the browser fetches one language at a time instead.
 */
const CATALOGS: Record<Exclude<TLanguage, 'en'>, TSentenceCatalog> = { es, 'pt-BR': ptBR, fr, ar };

/**
 * A sentence of the API in `language`: a message id's translation (a message with values filled
 * with them, isolated: `sayMessageWith`), the framework's few words the contract also has, or the
 * text as it was (a member's own words). In English, a message id's English.
 */
export function translateServerMessage(message: string | TMessageWithValues, language: TLanguage): string {
  if (language === 'en') return englishOf(message);
  if (typeof message !== 'string') return sayMessageWith(CATALOGS[language], message);
  return translateSentenceWith(CATALOGS[language], FRAMEWORK_WORDS.get(message) ?? message);
}

/**
 * The framework's own words that the contract words too: zod's default "Invalid input" for a field
 * a schema gives no message, and a bare "Not found.". The framework says them in English, not by
 * id, so they are the only English the server looks up.
 */
const FRAMEWORK_WORDS = new Map<string, string>(
  [MESSAGES.invalidInput, MESSAGES.resourceNotFound].map((id) => [englishOf(id), id]),
);

/** The common answers of the error handler (401, 403, 404, 429, 500 and validation), by name. */
const ENGLISH = {
  unauthenticated: MESSAGES.unauthenticated,
  forbidden: MESSAGES.forbidden,
  emailNotVerified: MESSAGES.emailNotVerified,
  registrationRequired: MESSAGES.registrationRequired,
  accountSuspended: FIRST_SCREEN_MESSAGES.accountSuspended,
  notFound: MESSAGES.resourceNotFound,
  tooManyRequests: FIRST_SCREEN_MESSAGES.tooManyRequests,
  serverError: FIRST_SCREEN_MESSAGES.serverError,
  validationFailed: MESSAGES.validationFailed,
  invalidInput: MESSAGES.invalidInput,
  writeLimited: MESSAGES.writeLimited,
  unknownLanguage: ACCOUNT_LANGUAGE_MESSAGES.unknownLanguage,
} as const;

export type TServerMessageKey = keyof typeof ENGLISH;

/** The common answers in each language, as the error handler sends them (tests name them so). */
export const SERVER_MESSAGES = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    Object.fromEntries(
      Object.entries(ENGLISH).map(([key, english]) => [key, translateServerMessage(english, language)]),
    ),
  ]),
) as Record<TLanguage, Record<TServerMessageKey, string>>;
