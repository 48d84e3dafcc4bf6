/**
 * A group of the contract's message ids (decision 073): `GROUP.key`, the id its English has in
 * `catalogs/en.json` and each translation in `catalogs/<language>.json`. Code names a message by
 * its id; the server says it in the caller's language, the browser in the page's
 * (`useSentence`), so a page carries ids, not a language's sentences.
 */
export function messageIds<const Group extends string, const Key extends string>(
  group: Group,
  keys: readonly Key[],
): { readonly [Name in Key]: `${Group}.${Name}` } {
  return Object.fromEntries(keys.map((key) => [key, `${group}.${key}`])) as {
    readonly [Name in Key]: `${Group}.${Name}`;
  };
}
