// Apart from sentences.ts, which holds every sentence group: a page that translates a filled
// sentence needs only these few lines, not the contract's sentences.
import { isolate } from './bidi-isolate.ts';

/** A `{placeholder}` of a contract sentence that names what it is about (a club, a month). */
export const PLACEHOLDER = /\{(\w+)\}/g;

/** A sentence of the contract with its `{placeholders}` replaced by `values` (in any language). */
export function fillSentence(sentence: string, values: Readonly<Record<string, string>>): string {
  return sentence.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

/**
 * A translation of a contract sentence filled with the values its English carried
 * (`templateValues`), each isolated: they are what members typed (a club's name), and a Latin
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

const PATTERNS = new Map<string, { names: string[]; pattern: RegExp }>();

/**
 * The values that filled `template`'s `{placeholders}` to make `english`, or null when `english` is
 * not that sentence: the server sends a refusal that names what it refuses filled in, and its
 * translation takes the same values.
 */
export function templateValues(template: string, english: string): Record<string, string> | null {
  let compiled = PATTERNS.get(template);
  if (!compiled) {
    const names = [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
    const literal = template.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    compiled = { names, pattern: new RegExp(`^${literal.join('(.+?)')}$`, 's') };
    PATTERNS.set(template, compiled);
  }
  const match = compiled.pattern.exec(english);
  if (!match) return null;
  return Object.fromEntries(compiled.names.map((name, index) => [name, match[index + 1] ?? '']));
}
