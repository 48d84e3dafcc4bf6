/** A `{placeholder}` of a contract sentence that names what it is about (a club, a month). */
export const PLACEHOLDER = /\{(\w+)\}/g;

/** A sentence of the contract with its `{placeholders}` replaced by `values` (in any language). */
export function fillSentence(sentence: string, values: Readonly<Record<string, string>>): string {
  return sentence.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}
