import { fillSentence, fillTranslation, templateValues } from '@scouting/contract/fill-sentence';
import { parseMessageText } from '@scouting/contract/message-ids';
import { use } from 'react';
import { useLanguage } from './language-provider.tsx';
import { PSEUDO_LOCALE, pseudoText } from './pseudo-locale.ts';
import { loadedSentences, sentencesReady } from './sentence-catalogs.ts';

export { preloadSentences } from './sentence-catalogs.ts';

/**
 * `(text) => text`: one of the contract's messages, by its id or its English sentence (a rule's
 * refusal, a form's validation message, the product's fixed texts), in the language shown; any
 * other text as it came (the server's answers already come in the caller's language). A language's
 * catalog is a chunk of its own (sentence-catalogs.ts): activateLanguage loads it before a switch;
 * should a page need it first, the component suspends while it arrives (the page shell's Suspense
 * shows the loader).
 */
export function useSentence(): (english: string) => string {
  const language = useLanguage();
  // The pseudo-locale marks what a catalog translates: any language's names them all (sentences.test.ts).
  const catalogLanguage = language === 'en' && PSEUDO_LOCALE ? 'fr' : language;
  // Always a `use()`, READY once the catalog is there (ready.ts says why). English has a catalog of
  // its own: the messages a page names by id (decision 073).
  use(sentencesReady(language));
  if (catalogLanguage !== language) use(sentencesReady(catalogLanguage));
  const english = loadedSentences('en') ?? {};
  if (language === 'en' && !PSEUDO_LOCALE)
    return (text) =>
      sayCarried(text, english, fillSentence, (value) => english[value] ?? value) ?? english[text] ?? text;
  // Keyed by the English sentence (the build converts the contract's catalogs so) or by a message's
  // id: nothing of the contract is needed to look one up.
  const catalog = loadedSentences(catalogLanguage) ?? {};
  if (language === 'en')
    return (text) => {
      const shown =
        sayCarried(text, english, fillSentence, (value) => english[value] ?? value) ?? english[text] ?? text;
      const carried = parseMessageText(text);
      return catalog[text] || catalog[shown] || (carried && catalog[carried.id]) ? pseudoText(shown) : shown;
    };
  const say = (text: string): string =>
    sayCarried(text, catalog, fillTranslation, say) ?? (catalog[text] || filledTemplate(catalog, text) || text);
  return say;
}

/**
 * A message that carries its values (`messageText`: a schema's refusal naming two clubs) said with
 * `catalog`'s template, each value said too (a value may be a message id); undefined for any other
 * text.
 */
function sayCarried(
  text: string,
  catalog: Readonly<Record<string, string>>,
  fill: (template: string, values: Readonly<Record<string, string>>) => string,
  sayValue: (value: string) => string,
): string | undefined {
  const carried = parseMessageText(text);
  const template = carried && catalog[carried.id];
  if (!carried || !template) return undefined;
  return fill(
    template,
    Object.fromEntries(Object.entries(carried.values).map(([name, value]) => [name, sayValue(value)])),
  );
}

/**
 * A sentence that names what it refuses (`{club} … overlaps …`) in the catalog's language, its
 * values kept and isolated (`fillTranslation`, decision 069).
 */
function filledTemplate(catalog: Readonly<Record<string, string>>, english: string): string | undefined {
  for (const [template, translated] of Object.entries(catalog)) {
    if (!template.includes('{')) continue;
    const values = templateValues(template, english);
    if (values) return fillTranslation(translated, values);
  }
  return undefined;
}
