import type { TPage } from '@scouting/contract/paging';

type Filters = Record<string, string | number | null | undefined>;

/**
 * The address of one page of a list (the contract's paging convention): the limit, the filters
 * that are set, and the cursor the previous page answered (none for the first page).
 */
export function pagePath(path: string, limit: number, cursor: string | null, filters: Filters = {}): string {
  const query = new URLSearchParams({ limit: String(limit) });
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  }
  if (cursor) query.set('cursor', cursor);
  return `${path}?${query}`;
}

/** Spread into `infiniteQueryOptions`: every list starts without a cursor and follows `nextCursor`. */
export const cursorPaging = {
  initialPageParam: null as string | null,
  getNextPageParam: (lastPage: TPage): string | null => lastPage.nextCursor,
};
