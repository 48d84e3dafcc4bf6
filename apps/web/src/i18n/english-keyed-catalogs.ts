import { readFileSync } from 'node:fs';
import { englishKeyedCatalog } from '@scouting/contract/sentences';
import type { Plugin } from 'vite';

const SENTENCE_CATALOG = /[\\/]contract[\\/]catalogs[\\/](?:es|pt-BR|fr|ar)\.json$/;

/**
 * The contract's sentence catalogs (`GROUP.key` → translation) as the browser reads them: keyed by
 * the English sentence (`englishKeyedCatalog`), so `useSentence()` finds a translation without
 * bundling the contract's sentence groups. Used by the build (vite.config.ts) and by the web's unit
 * tests (vitest.config.ts), so both read the same shape.
 */
export function englishKeyedCatalogs(): Plugin {
  return {
    name: 'english-keyed-sentence-catalogs',
    enforce: 'pre',
    load(id) {
      if (!SENTENCE_CATALOG.test(id)) return null;
      this.addWatchFile(id);
      return JSON.stringify(englishKeyedCatalog(JSON.parse(readFileSync(id, 'utf8'))));
    },
  };
}
