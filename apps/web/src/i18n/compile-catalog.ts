import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * A catalog as the runtime reads it: each ICU message (`{count, plural, one {# day} other {# days}}`)
 * parsed once, at build time, into Lingui's compiled form (decision 035). The build does it for
 * every `i18n/catalogs/*.json` (vite.config.ts), so the ICU parser never reaches a browser; the unit
 * tests call it directly.
 */
export function compileCatalog(catalog: Record<string, string>): Messages {
  return Object.fromEntries(Object.entries(catalog).map(([id, message]) => [id, compileMessage(message)]));
}
