// Apart from sentences.ts, which holds every message's English: a page that says a message with
// values needs only these few lines.
import { isolate } from './bidi-isolate.ts';

/** A `{placeholder}` of a contract sentence that names what it is about (a club, a month). */
export const PLACEHOLDER = /\{(\w+)\}/g;

/** A sentence of the contract with its `{placeholders}` replaced by `values` (in any language). */
export function fillSentence(sentence: string, values: Readonly<Record<string, string>>): string {
  return sentence.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

/**
 * A translation of a contract message filled with the values it carries (`withValues`,
 * `messageText`), each isolated: they are what members typed (a club's name), and a Latin
 * "Getafe C.F. (B)" must not pull an Arabic sentence's words and punctuation across it (decision 069).
 * Every value is isolated, the months too: the sentence cannot tell a club from a month, and an
 * isolated month reads as it did. English goes out as the server wrote it, without isolates.
 */
export function fillTranslation(translation: string, values: Readonly<Record<string, string>>): string {
  return translation.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : isolate(value);
  });
}
