import { fillSentence, fillTranslation } from '@scouting/contract/fill-sentence';
import { parseMessageText } from '@scouting/contract/message-ids';
import { use } from 'react';
import { useLanguage } from './language-provider.tsx';
import { PSEUDO_LOCALE, pseudoText } from './pseudo-locale.ts';
import { loadedSentences, sentencesReady } from './sentence-catalogs.ts';

export { preloadSentences } from './sentence-catalogs.ts';

/**
 * `(text) => text`: one of the contract's messages, named by its id (a rule's refusal, a form's
 * validation message, the product's fixed texts) or carrying its values (`messageText`, decision
 * 075), in the language shown; any other text as it came (the server's answers already come in the
 * caller's language, a member's words are theirs). A language's catalog is a chunk of its own
 * (sentence-catalogs.ts): activateLanguage loads it before a switch; should a page need it first,
 * the component suspends while it arrives (the page shell's Suspense shows the loader).
 */
export function useSentence(): (text: string) => string {
  const language = useLanguage();
  // The pseudo-locale marks what a catalog translates: any language's names them all (sentences.test.ts).
  const catalogLanguage = language === 'en' && PSEUDO_LOCALE ? 'fr' : language;
  // Always a `use()`, READY once the catalog is there (ready.ts says why).
  use(sentencesReady(language));
  if (catalogLanguage !== language) use(sentencesReady(catalogLanguage));
  const catalog = loadedSentences(language) ?? {};
  // Own keys only: a member's words ("constructor") are not looked up on the object's prototype.
  const said = (text: string) => (Object.hasOwn(catalog, text) ? (catalog[text] as string) : text);
  const say = (text: string): string =>
    sayCarried(text, catalog, language === 'en' ? fillSentence : fillTranslation, say) ?? said(text);
  if (catalogLanguage === language) return say;
  const marking = loadedSentences(catalogLanguage) ?? {};
  return (text) => {
    const id = parseMessageText(text)?.id ?? text;
    return Object.hasOwn(marking, id) ? pseudoText(say(text)) : say(text);
  };
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
  const template = carried && Object.hasOwn(catalog, carried.id) ? catalog[carried.id] : undefined;
  if (!carried || !template) return undefined;
  return fill(
    template,
    Object.fromEntries(Object.entries(carried.values).map(([name, value]) => [name, sayValue(value)])),
  );
}
