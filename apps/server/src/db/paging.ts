import type { PageCursor } from '@scouting/contract/schemas/paging';
import { and, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * Keyset paging, the server half of the contract's paging convention (docs/architecture.md#api-conventions). A list names
 * its sort keys once; this gives its ORDER BY, the condition "after the cursor", the LIMIT (one
 * row more than the page, to learn whether another page exists) and the page with its nextCursor.
 */
export type SortKey = {
  column: SQLWrapper;
  order: 'asc' | 'desc';
  /** An ORDER BY term to use instead of the plain one, when the index needs e.g. NULLS FIRST. */
  orderBy?: SQL;
};

type SortKeys<Values extends readonly unknown[]> = { [I in keyof Values]: SortKey };

export type Keyset<Values extends readonly unknown[]> = {
  orderBy: SQL[];
  /** Rows strictly after the cursor's row in this order; no condition without a cursor. */
  after: (cursor: Values | undefined) => SQL | undefined;
  /** The LIMIT to ask for: one row more than the page. */
  fetch: (limit: number) => number;
  /** The first `limit` rows, and the cursor of the last one when more rows followed. */
  page: <Row>(rows: Row[], limit: number, keysOf: (row: Row) => Values) => { rows: Row[]; nextCursor: string | null };
};

// Values are bound as parameters straight into SQL (not through the column's driver mapping), so a
// timestamp key can travel as the database's own text, to the microsecond.
const beyond = (key: SortKey, value: unknown) =>
  key.order === 'asc' ? sql`${key.column} > ${value}` : sql`${key.column} < ${value}`;
const notBefore = (key: SortKey, value: unknown) =>
  key.order === 'asc' ? sql`${key.column} >= ${value}` : sql`${key.column} <= ${value}`;

/** (k1 beyond v1) or (k1 = v1 and ((k2 beyond v2) or …)), led by "k1 not before v1" so the index range starts at the cursor. */
export function afterKeys(keys: readonly SortKey[], values: readonly unknown[]): SQL | undefined {
  let condition: SQL | undefined;
  for (let i = keys.length - 1; i >= 0; i--) {
    const key = keys[i] as SortKey;
    const value = values[i];
    condition = condition ? or(beyond(key, value), and(sql`${key.column} = ${value}`, condition)) : beyond(key, value);
  }
  const [first] = keys;
  return keys.length > 1 && first ? and(notBefore(first, values[0]), condition) : condition;
}

export function keyset<Values extends readonly unknown[]>(
  cursor: PageCursor<Values>,
  keys: SortKeys<Values>,
): Keyset<Values> {
  const list = keys as readonly SortKey[];
  return {
    orderBy: list.map((key) => key.orderBy ?? (key.order === 'asc' ? sql`${key.column} asc` : sql`${key.column} desc`)),
    after: (values) => (values ? afterKeys(list, values) : undefined),
    fetch: (limit) => limit + 1,
    page: (rows, limit, keysOf) => {
      const pageRows = rows.slice(0, limit);
      const last = pageRows.at(-1);
      return { rows: pageRows, nextCursor: rows.length > limit && last ? cursor.encode(keysOf(last)) : null };
    },
  };
}
