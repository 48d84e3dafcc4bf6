import type { TQueueState } from '@scouting/contract/schemas/admin';
import type { PageCursor } from '@scouting/contract/schemas/paging';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Keyset, keyset } from './paging.ts';

/** A page of a review queue: by state and cursor, or the one request `id` (the answer to a decision). */
export type ReviewQueuePage = {
  state?: TQueueState | undefined;
  limit: number;
  cursor?: [boolean, number] | undefined;
  id?: number;
};

type ReviewQueue = {
  order: (page: ReviewQueuePage) => Keyset<[boolean, number]>;
  where: (page: ReviewQueuePage) => SQL | undefined;
};

/**
 * The admin's queues of verification requests, the agents' and the clubs' (docs/product.md#admin-pages):
 * what waits for review first, newest first; with a state, only the waiting ones oldest first, or
 * only the reviewed ones newest first. With a state the list holds one value of `reviewed`, so the
 * first key only carries the cursor; each table's (reviewed, id desc) index serves all three orders.
 */
export function reviewQueue(
  cursor: PageCursor<[boolean, number]>,
  columns: { reviewed: PgColumn; id: PgColumn },
): ReviewQueue {
  const waitingFirst = keyset(cursor, [
    { column: columns.reviewed, order: 'asc' },
    { column: columns.id, order: 'desc' },
  ]);
  const pendingOldestFirst = keyset(cursor, [
    { column: columns.reviewed, order: 'asc' },
    { column: columns.id, order: 'asc' },
  ]);
  return {
    order: (page) => (page.state === 'pending' ? pendingOldestFirst : waitingFirst),
    where: (page) => {
      if (page.id !== undefined) return eq(columns.id, page.id);
      if (page.state === 'pending') return and(eq(columns.reviewed, false), pendingOldestFirst.after(page.cursor));
      if (page.state === 'decided') return and(eq(columns.reviewed, true), waitingFirst.after(page.cursor));
      return waitingFirst.after(page.cursor);
    },
  };
}
