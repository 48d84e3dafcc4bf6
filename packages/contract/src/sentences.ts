import english from '../catalogs/en.json' with { type: 'json' };
import { ACCOUNT_DATA_MESSAGES } from './account-data.ts';
import { ACCOUNT_LANGUAGE_MESSAGES } from './account-language.ts';
import { ADMIN_MESSAGES } from './admin.ts';
import { OVERSIGHT_MESSAGES } from './agent-oversight.ts';
import { APPLICATION_MESSAGES } from './application-status.ts';
import { AVAILABILITY_MESSAGES } from './availability.ts';
import { CAREER_MESSAGES, CONFIRMATION_MESSAGES } from './career.ts';
import { CLUB_NEED_MESSAGES } from './club-needs.ts';
import { CLUB_VERIFICATION_MESSAGES } from './club-verification.ts';
import { COMPARE_MESSAGES } from './compare.ts';
import { FAILED_MAIL_MESSAGES } from './failed-mails.ts';
import { FAVOURITE_MESSAGES } from './favourites.ts';
import { fillSentence, fillTranslation, templateValues } from './fill-sentence.ts';
import type { TLanguage } from './languages.ts';
import { parseMessageText, type TMessageWithValues } from './message-ids.ts';
import { MESSAGES } from './messages.ts';
import { OPPORTUNITY_DETAIL_MESSAGES } from './opportunity-details.ts';
import { PAGING_MESSAGES } from './paging.ts';
import { PITCH_MESSAGES } from './pitches.ts';
import { PUSH_MESSAGES } from './push.ts';
import { REFERENCE_MESSAGES } from './references.ts';
import { REFUSAL_MESSAGES } from './refusals.ts';
import { REPRESENTATION_MESSAGES } from './representation.ts';
import { SCOUT_REPORT_MESSAGES } from './scout-reports.ts';
import { SEARCH_MESSAGES } from './search.ts';
import { SHORTLIST_MESSAGES } from './shortlists.ts';
import { VIDEO_MOMENT_MESSAGES } from './video-moments.ts';
import { VIDEO_UPLOAD_MESSAGES } from './video-uploads.ts';
import { VIDEO_CONTROL_MESSAGES } from './videos.ts';

/**
 * Every fixed sentence of the contract, by group: what the API answers and what the browser shows
 * when a rule is checked (docs/product.md#languages). Their translations live in `catalogs/<language>.json`, by id
 * `GROUP.key` (`MESSAGES.forbidden`); English is the contract itself, so docs/product.md's texts cannot
 * drift. A sentence with a placeholder is a function in its module and is not listed here.
 */
const GROUPS: Record<string, Readonly<Record<string, unknown>>> = {
  MESSAGES,
  ACCOUNT_DATA_MESSAGES,
  ACCOUNT_LANGUAGE_MESSAGES,
  ADMIN_MESSAGES,
  OVERSIGHT_MESSAGES,
  APPLICATION_MESSAGES,
  FAILED_MAIL_MESSAGES,
  FAVOURITE_MESSAGES,
  OPPORTUNITY_DETAIL_MESSAGES,
  PAGING_MESSAGES,
  PUSH_MESSAGES,
  REFUSAL_MESSAGES,
  REPRESENTATION_MESSAGES,
  SCOUT_REPORT_MESSAGES,
  SEARCH_MESSAGES,
  SHORTLIST_MESSAGES,
  VIDEO_UPLOAD_MESSAGES,
  VIDEO_CONTROL_MESSAGES,
  VIDEO_MOMENT_MESSAGES,
  COMPARE_MESSAGES,
  CLUB_VERIFICATION_MESSAGES,
  CLUB_NEED_MESSAGES,
  PITCH_MESSAGES,
  AVAILABILITY_MESSAGES,
  CAREER_MESSAGES,
  CONFIRMATION_MESSAGES,
  REFERENCE_MESSAGES,
};

/**
 * The English of the groups that name their messages by id (`messageIds`, decision 073): the
 * catalog a translator works on beside the four others.
 */
const ENGLISH_BY_ID: Readonly<Record<string, string>> = english;

/** `GROUP.key` → the English sentence: a group's own English, or its ids' in `catalogs/en.json`. */
export const CONTRACT_SENTENCES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    Object.entries(GROUPS).flatMap(([group, sentences]) =>
      Object.entries(sentences).flatMap(([key, sentence]) =>
        typeof sentence === 'string' && sentence !== `${group}.${key}` ? [[`${group}.${key}`, sentence] as const] : [],
      ),
    ),
  ),
  ...ENGLISH_BY_ID,
};

/** The message a `messageText` string carries with its values, when its id is one of ours. */
function carriedMessage(text: string): TMessageWithValues | null {
  const carried = parseMessageText(text);
  return carried && isMessageId(carried.id) ? carried : null;
}

/** Whether `text` is a message id (`messageIds`) rather than a sentence. */
export function isMessageId(text: string): boolean {
  return Object.hasOwn(ENGLISH_BY_ID, text);
}

/**
 * A message id's English, or `text` as it came (a sentence, a member's own words); a message with
 * values filled with them, as English callers read it.
 */
export function englishOf(text: string | TMessageWithValues): string {
  if (typeof text !== 'string') return sayMessageWith(undefined, text);
  const carried = carriedMessage(text);
  if (carried) return sayMessageWith(undefined, carried);
  return isMessageId(text) ? (ENGLISH_BY_ID[text] as string) : text;
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

/** A language's translations of the contract's sentences, by id (a catalog of `catalogs/`). */
export type TSentenceCatalog = Readonly<Record<string, string>>;

// The first id of each sentence: a sentence two groups share (MESSAGES spreads the first screen's) has one translation.
const ID_OF_ENGLISH = new Map<string, string>();
for (const [id, sentence] of Object.entries(CONTRACT_SENTENCES))
  if (!ID_OF_ENGLISH.has(sentence)) ID_OF_ENGLISH.set(sentence, id);

/** The id of one of the contract's English sentences, or undefined for any other text. */
export function sentenceIdOf(english: string): string | undefined {
  return ID_OF_ENGLISH.get(english);
}

/**
 * `english` in the language of `catalog`: a message id's translation (its English without a
 * catalog); an English sentence of the contract's translation when the catalog has it (a sentence
 * with `{placeholders}` with the values of `english`, isolated: `fillTranslation`); otherwise
 * `english` as it came (a member's own words, a sentence already translated by the server).
 */
export function translateSentenceWith(catalog: TSentenceCatalog | undefined, english: string): string {
  const carried = carriedMessage(english);
  if (carried) return sayMessageWith(catalog, carried);
  if (isMessageId(english)) return catalog?.[english] || englishOf(english);
  if (!catalog) return english;
  const id = ID_OF_ENGLISH.get(english);
  if (id) return catalog[id] || english;
  for (const [templateId, template] of TEMPLATES) {
    const translated = catalog[templateId];
    const values = translated && templateValues(template, english);
    if (values) return fillTranslation(translated, values);
  }
  return english;
}

/** The contract's sentences with `{placeholders}`, by id. */
const TEMPLATES = Object.entries(CONTRACT_SENTENCES).filter(([, sentence]) => /\{\w+\}/.test(sentence));

export { fillSentence, templateValues };

/** The languages with a catalog of their own (English is the contract). */
export const SENTENCE_LANGUAGES = ['es', 'pt-BR', 'fr', 'ar'] as const satisfies readonly Exclude<TLanguage, 'en'>[];

/**
 * A catalog keyed by the English sentence instead of its id: what the browser loads (the web build
 * converts each catalog so, apps/web/src/i18n/english-keyed-catalogs.ts), so a page looks a
 * sentence up without bundling every sentence group of the contract to find its id. A message
 * named by its id (`messageIds`) is under its id as well: the page holds the id.
 */
export function englishKeyedCatalog(catalog: TSentenceCatalog): TSentenceCatalog {
  return Object.fromEntries(
    Object.entries(catalog).flatMap(([id, translated]) => {
      const english = CONTRACT_SENTENCES[id];
      if (!english) return [];
      // A message named by id is found by its id, and by its English too: a sentence the server
      // stored in English (a clip's failure) still reads in the page's language.
      return isMessageId(id)
        ? [[id, translated] as const, [english, translated] as const]
        : [[english, translated] as const];
    }),
  );
}
