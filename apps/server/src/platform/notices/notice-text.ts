import { createRequire } from 'node:module';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES, type TLanguage } from '@scouting/contract/languages';
import { noticeValues } from '@scouting/contract/notice-values';
import type { TNoticeLine } from '@scouting/contract/schemas/notifications';

// The contract's catalogs are JSON files of the package, read once at start.
const require = createRequire(import.meta.url);

function compiled(language: TLanguage): Messages {
  const catalog = require(`@scouting/contract/catalogs/notices/${language}.json`) as Record<string, string>;
  return Object.fromEntries(Object.entries(catalog).map(([id, message]) => [id, compileMessage(message)]));
}

/** One Lingui instance per language, each holding only the bell's sentences. */
const BY_LANGUAGE = new Map<TLanguage, I18n>(
  LANGUAGES.map((language) => [
    language,
    setupI18n({ locale: language, messages: { [language]: compiled(language) } }),
  ]),
);

/**
 * A notification's sentence in `language` (decision 052): the key's message with its values, the same
 * catalog the browser shows the bell from, for what the server sends itself (a mail, a push, the
 * digest). English is what is stored in `message`. Its members' words come isolated (decision 069).
 */
export function noticeText(line: TNoticeLine, language: TLanguage): string {
  const i18n = BY_LANGUAGE.get(language) ?? BY_LANGUAGE.get('en');
  if (!i18n) throw new Error('no catalog of notices');
  return i18n._(`notices.${line.key}`, noticeValues(line.values));
}

/** What a stored notification says in `language`: its keyed sentence, else its stored English. */
export function storedNoticeText(
  row: { message: string; noticeKey: TNoticeLine['key'] | null; noticeValues: TNoticeLine['values'] | null },
  language: TLanguage,
): string {
  return row.noticeKey ? noticeText({ key: row.noticeKey, values: row.noticeValues ?? {} }, language) : row.message;
}
