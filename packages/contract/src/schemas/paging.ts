import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { MAX_ID, PAGE_LIMIT_MAX, PAGING_MESSAGES } from '../paging.ts';

/** Cursors are short: a few numbers or timestamps. A longer one is refused before decoding. */
const CURSOR_MAX_LENGTH = 200;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** base64url of a Latin-1 string (JSON of numbers, booleans and timestamps); no DOM `btoa` in this package. */
function toBase64Url(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [0, 1, 2].map((k) => text.charCodeAt(i + k) || 0);
    const bits = (a << 16) | (b << 8) | c;
    const chars = Math.min(4, Math.ceil(((text.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) out += ALPHABET[(bits >> (18 - 6 * k)) & 63];
  }
  return out;
}

function fromBase64Url(encoded: string): string | null {
  let bits = 0;
  let count = 0;
  let out = '';
  for (const char of encoded) {
    const value = ALPHABET.indexOf(char);
    if (value < 0) return null;
    bits = (bits << 6) | value;
    count += 6;
    if (count >= 8) {
      count -= 8;
      out += String.fromCharCode((bits >> count) & 255);
    }
  }
  return out;
}

type CursorKeys = readonly [z.ZodType, ...z.ZodType[]];

/** A cursor: its typed keys (the sort keys of the last row shown) and how they travel as a string. */
export type PageCursor<Values extends readonly unknown[]> = {
  /** Parses a `cursor` query value into the typed keys; anything else is a validation error (400). */
  schema: z.ZodType<Values, string>;
  encode: (values: Values) => string;
};

/**
 * A cursor made of the given sort keys, e.g. `cursorOf(() => [z.boolean(), z.number().int()])`. The
 * keys come from a function so that they, like every schema of the contract, are built on first use
 * (lazySchema, decision 038).
 */
export function cursorOf<const Keys extends CursorKeys>(
  keys: () => Keys,
): PageCursor<z.output<z.ZodTuple<Keys, null>>> {
  const tuple = lazySchema(() => z.tuple(keys()));
  const schema = lazySchema(() =>
    z
      .string()
      .max(CURSOR_MAX_LENGTH, PAGING_MESSAGES.badCursor)
      .transform((value, ctx) => {
        const text = fromBase64Url(value);
        let decoded: unknown;
        try {
          decoded = text === null ? undefined : JSON.parse(text);
        } catch {
          decoded = undefined;
        }
        const parsed = tuple.safeParse(decoded);
        if (!parsed.success) {
          ctx.addIssue({ code: 'custom', message: PAGING_MESSAGES.badCursor });
          return z.NEVER;
        }
        return parsed.data;
      }),
  );
  return { schema, encode: (values) => toBase64Url(JSON.stringify(values)) };
}

/**
 * The cursor of lists ordered by id alone, newest first (most lists). A forged id beyond an
 * `integer` is refused here (400), not by the database (500).
 */
export const idCursor = cursorOf(() => [z.number().int().positive().max(MAX_ID)]);

/** Parameters of the old paging styles: refused with a clear message rather than silently ignored. */
const retired = lazySchema(() => z.undefined({ error: PAGING_MESSAGES.retiredParameter }).optional());

/** `limit` + `cursor` for a list with the given cursor and default page size. */
export function pageQuery<Values extends readonly unknown[]>(cursor: PageCursor<Values>, defaultLimit: number) {
  return z.object({
    limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(defaultLimit),
    cursor: cursor.schema.optional(),
    offset: retired,
    before: retired,
  });
}

/** `limit` + `cursor` of a list ordered by id, newest first. */
export const ZPageQuery = lazySchema(() => pageQuery(idCursor, 50));
export type TPageQuery = z.input<typeof ZPageQuery>;

/** Pass as `cursor` for the next page; null on the last page. */
export const ZNextCursor = lazySchema(() => z.string().nullable());

/** A page of a list: the API's array under its name, plus `nextCursor`. */
export function pageOf<const Key extends string, Item extends z.ZodType>(key: Key, item: Item) {
  return z.object({ [key]: z.array(item), nextCursor: ZNextCursor } as {
    [K in Key]: z.ZodArray<Item>;
  } & { nextCursor: typeof ZNextCursor });
}
