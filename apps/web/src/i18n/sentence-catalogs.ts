import type { TLanguage } from '@scouting/contract/languages';
import type { TSentenceCatalog } from '@scouting/contract/sentences';
import { READY } from './ready.ts';

/**
 * The contract's sentences in each language (docs/product.md#languages): each catalog is a chunk of its own,
 * fetched the first time a page shows one of them or when the visitor switches to its language
 * (activateLanguage waits for it, so no page suspends after a switch). English has one too: each
 * file is the contract's catalog as it is, keyed by message id (decisions 073, 075). Its own module
 * so both i18n.ts and sentences.ts can load them
 * (sentences.ts reads the language from language-provider.tsx, which imports i18n.ts).
 */
const LOADERS: Record<TLanguage, () => Promise<{ default: unknown }>> = {
  en: () => import('@scouting/contract/catalogs/en.json'),
  es: () => import('@scouting/contract/catalogs/es.json'),
  'pt-BR': () => import('@scouting/contract/catalogs/pt-BR.json'),
  fr: () => import('@scouting/contract/catalogs/fr.json'),
  ar: () => import('@scouting/contract/catalogs/ar.json'),
};

const loaded = new Map<TLanguage, TSentenceCatalog>();
const pending = new Map<TLanguage, Promise<void>>();

/** The sentences of `language` once loaded; undefined before. */
export function loadedSentences(language: TLanguage): TSentenceCatalog | undefined {
  return loaded.get(language);
}

/** What `useSentence()` waits for: `READY` once the sentences of `language` are there. */
export function sentencesReady(language: TLanguage): Promise<void> {
  return loaded.has(language) ? READY : preloadSentences(language);
}

/** Loads the contract's sentences in `language` (once; a failed fetch may be tried again). */
export function preloadSentences(language: TLanguage): Promise<void> {
  if (loaded.has(language)) return Promise.resolve();
  let loading = pending.get(language);
  if (!loading) {
    loading = LOADERS[language]().then(
      ({ default: catalog }) => {
        loaded.set(language, catalog as TSentenceCatalog);
      },
      (error: unknown) => {
        pending.delete(language);
        throw error;
      },
    );
    pending.set(language, loading);
  }
  return loading;
}
