import english from '../catalogs/en.json' with { type: 'json' };
import { fillSentence, fillTranslation } from './fill-sentence.ts';
import type { TLanguage } from './languages.ts';
import { parseMessageText, type TMessageWithValues } from './message-ids.ts';

/**
 * The English of every message of the contract, by id (`GROUP.key`, `messageIds`, decision 073):
 * the catalog a translator works on beside the four others. Code names a message by its id; the
 * edge that shows it says it (the server in the caller's language, a page in its own).
 */
export const CONTRACT_SENTENCES: Readonly<Record<string, string>> = english;

/** Whether `text` is a message id (`messageIds`) rather than a sentence. */
export function isMessageId(text: string): boolean {
  return Object.hasOwn(CONTRACT_SENTENCES, text);
}

/** The message a `messageText` string carries with its values, when its id is one of ours. */
function carriedMessage(text: string): TMessageWithValues | null {
  const carried = parseMessageText(text);
  return carried && isMessageId(carried.id) ? carried : null;
}

/**
 * A message id's English, or `text` as it came (a member's own words, a sentence already said); a
 * message with values filled with them, as English callers read it.
 */
export function englishOf(text: string | TMessageWithValues): string {
  if (typeof text !== 'string') return sayMessageWith(undefined, text);
  const carried = carriedMessage(text);
  if (carried) return sayMessageWith(undefined, carried);
  return isMessageId(text) ? (CONTRACT_SENTENCES[text] as string) : text;
}

/**
 * A message with values in the language of `catalog` (English without one): each value that is a
 * message id said in that language too (a status's name), the others as they came, isolated in a
 * translation (`fillTranslation`, decision 069).
 */
export function sayMessageWith(catalog: TSentenceCatalog | undefined, message: TMessageWithValues): string {
  const values = Object.fromEntries(
    Object.entries(message.values).map(([name, value]) => [name, translateSentenceWith(catalog, value)]),
  );
  const translated = catalog?.[message.id];
  return translated ? fillTranslation(translated, values) : fillSentence(englishOf(message.id), values);
}

/** A language's translations of the contract's messages, by id (a catalog of `catalogs/`). */
export type TSentenceCatalog = Readonly<Record<string, string>>;

/**
 * `text` in the language of `catalog`: a message id's translation (its English without a catalog or
 * when the catalog lacks it), a message with values filled (`messageText`, decision 075); any other
 * text as it came (a member's own words, a sentence already said).
 */
export function translateSentenceWith(catalog: TSentenceCatalog | undefined, text: string): string {
  const carried = carriedMessage(text);
  if (carried) return sayMessageWith(catalog, carried);
  if (isMessageId(text)) return catalog?.[text] || englishOf(text);
  return text;
}

/** The languages with a catalog of their own (English is the contract). */
export const SENTENCE_LANGUAGES = ['es', 'pt-BR', 'fr', 'ar'] as const satisfies readonly Exclude<TLanguage, 'en'>[];
