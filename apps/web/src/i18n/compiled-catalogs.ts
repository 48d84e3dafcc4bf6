import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { compileCatalog } from './compile-catalog.ts';

// The first screen's catalogs (catalogs/*.json), each page group's own (catalogs/<area>/*.json), and
// the bell's sentences, which the contract keeps for the server's mails too (catalogs/notices/*.json).
const CATALOG =
  /[\\/](?:src[\\/]i18n[\\/]catalogs[\\/](?:[^\\/]+[\\/])?|contract[\\/]catalogs[\\/]notices[\\/])[^\\/]+\.json$/;

/**
 * The message catalogs (docs/product.md#languages, decision 035) compiled as they are imported: Lingui's runtime reads
 * the compiled form, so neither the ICU parser nor a parse at start-up reaches a browser. Vite's JSON
 * plugin then turns the result into a module as with any JSON file. Used by the build (vite.config.ts)
 * and by the web's component tests (vitest.config.ts), so both read the same form.
 */
export function compiledCatalogs(): Plugin {
  return {
    name: 'compiled-catalogs',
    enforce: 'pre',
    load(id) {
      if (!CATALOG.test(id)) return null;
      this.addWatchFile(id);
      return JSON.stringify(compileCatalog(JSON.parse(readFileSync(id, 'utf8'))));
    },
  };
}
