import type { Messages } from '@lingui/core';

const KEY = 'pseudo-locale';

/**
 * The pseudo-locale (decision 037): English with every catalog message marked ⟦like this⟧, so a
 * journey can find text that does not come from the catalogs (pseudo-locale.spec.ts). Turned on for
 * the tab by opening any page with `?pseudo-locale=on`; it changes nothing else.
 */
export const PSEUDO_LOCALE: boolean = (() => {
  try {
    if (typeof window === 'undefined') return false;
    if (new URLSearchParams(window.location.search).get(KEY) === 'on') window.sessionStorage.setItem(KEY, 'on');
    return window.sessionStorage.getItem(KEY) === 'on';
  } catch {
    // Storage refused (a private mode): no pseudo-locale.
    return false;
  }
})();

/** A message of a catalog, marked. */
export function pseudoText(text: string): string {
  return `⟦${text}⟧`;
}

/** Every message of a compiled catalog marked at its start and end (its placeholders left as they are). */
export function pseudoMessages(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [
      id,
      typeof message === 'string' ? pseudoText(message) : ['⟦', ...(message as unknown[]), '⟧'],
    ]),
  ) as Messages;
}
