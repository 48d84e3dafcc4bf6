import { isolate } from './bidi-isolate.ts';

/**
 * The placeholders of the bell's sentences that choose a wording (`{answer, select, …}`) rather than
 * being shown: their values are the product's keys, so they stay as stored (catalogs test checks that
 * every `select` of `catalogs/notices` is listed here).
 */
export const NOTICE_CHOICES: ReadonlySet<string> = new Set(['answer', 'subject', 'hasReason']);

/**
 * A notification's values as its sentence shows them (decision 069): a stored line's words are what
 * members typed (names, titles, an admin's reason), so every text is isolated; counts stay numbers
 * for the plural rules, choices stay keys. The bell (web) and the server's mails and pushes both
 * format a line through this.
 */
export function noticeValues(values: Readonly<Record<string, string | number>>): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' && !NOTICE_CHOICES.has(name) ? isolate(value) : value,
    ]),
  );
}
