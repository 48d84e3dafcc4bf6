import { messageIds } from './message-ids.ts';
/**
 * The one paging convention of the API (docs/architecture.md#api-conventions): a list takes `limit` (1 to 100) and an opaque
 * `cursor`, and answers its array plus `nextCursor` (null on the last page). The client passes
 * `nextCursor` back as `cursor` and never builds one. Inside, a cursor is the sort keys of the last
 * row shown (keyset paging), so rows added between two pages neither repeat nor vanish, and a deep
 * page costs an index seek, not a walk over every earlier row as an offset does.
 */
export const PAGE_LIMIT_MAX = 100;

export const PAGING_MESSAGES = messageIds('PAGING_MESSAGES', ['badCursor', 'retiredParameter']);

/** The largest id there is: ids are PostgreSQL `integer` identities. */
export const MAX_ID = 2_147_483_647;

/** What every page answer has, whatever its array is called: what a client needs to ask for more. */
export type TPage = { nextCursor: string | null };
