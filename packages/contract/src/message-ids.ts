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

/**
 * A message that names what it is about (`{until}`, `{agentName}`): its id and its placeholders'
 * values, which travel beside it to the edge that says it (decision 074). A value that is itself a
 * message id (an application's status) is said in the same language; any other value goes in as it
 * is, isolated in a translation because it may be what a member typed (decision 069).
 */
export interface TMessageWithValues {
  readonly id: string;
  readonly values: Readonly<Record<string, string>>;
}

/** `id` with the values of its placeholders. */
export function withValues(id: string, values: Readonly<Record<string, string | number>>): TMessageWithValues {
  return { id, values: Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)])) };
}

/**
 * A message with values as one string, `GROUP.key?name=value&…`, for where only a string travels:
 * a schema's issue message, which a form's resolver shows and a 400 answers in its fields
 * (decision 075). Whoever says it (`parseMessageText`) fills the message in its language.
 */
export function messageText(id: string, values: Readonly<Record<string, string | number>>): string {
  return `${id}?${new URLSearchParams(withValues(id, values).values)}`;
}

const MESSAGE_TEXT = /^([A-Z][A-Z_]*\.\w+)\?(.*)$/s;

/** The message and values a `messageText` string carries, or null for any other text. */
export function parseMessageText(text: string): TMessageWithValues | null {
  const match = MESSAGE_TEXT.exec(text);
  if (!match) return null;
  return { id: match[1] ?? '', values: Object.fromEntries(new URLSearchParams(match[2])) };
}
