// Apart from sentences.ts, which holds every sentence group: a page that translates a filled
// sentence needs only these few lines, not the contract's sentences.

/** A `{placeholder}` of a contract sentence that names what it is about (a club, a month). */
export const PLACEHOLDER = /\{(\w+)\}/g;

/** A sentence of the contract with its `{placeholders}` replaced by `values` (in any language). */
export function fillSentence(sentence: string, values: Readonly<Record<string, string>>): string {
  return sentence.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
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
