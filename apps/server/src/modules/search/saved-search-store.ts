import { idCursor } from '@scouting/contract/schemas/paging';
import { SAVED_SEARCHES_MAX, SEARCH_MESSAGES } from '@scouting/contract/search';
import { and, count, eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { keyset } from '../../db/paging.ts';
import type { savedPostSearches, savedSearches } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

type SavedSearchTable = typeof savedSearches | typeof savedPostSearches;

/** A saved search as it leaves the server, its filters those of its table. */
type SavedSearchOf<T extends SavedSearchTable> = {
  id: number;
  name: string;
  filters: T['$inferSelect']['filters'];
  createdAt: string;
  lastAlertedAt: string | null;
};

type SavedSearchStore<T extends SavedSearchTable> = {
  save: (
    db: Database,
    owner: Member,
    input: { name: string; filters: T['$inferInsert']['filters'] },
  ) => Promise<SavedSearchOf<T>>;
  list: (
    db: Database,
    owner: Member,
    page: { limit: number; cursor?: [number] | undefined },
  ) => Promise<{ savedSearches: SavedSearchOf<T>[]; nextCursor: string | null }>;
  remove: (db: Database, owner: Member, id: number) => Promise<void>;
};

/**
 * A member's saved searches, of players (decision 018) or of the market's posts
 * (docs/product.md#opportunities), kept alike: private to their owner, even from admins; at most
 * SAVED_SEARCHES_MAX each; listed newest first. Alerts start from the saving: what matches already
 * is no news to the owner.
 */
export function savedSearchStore<T extends SavedSearchTable>(savedTable: T): SavedSearchStore<T> {
  // One table or the other, never both in one query: drizzle's builders take the union's shape.
  const table = savedTable as SavedSearchTable;
  const newestFirst = keyset(idCursor, [{ column: table.id, order: 'desc' }]);
  const shown = (row: SavedSearchTable['$inferSelect']): SavedSearchOf<T> => ({
    id: row.id,
    name: row.name,
    filters: row.filters as T['$inferSelect']['filters'],
    createdAt: row.createdAt.toISOString(),
    lastAlertedAt: row.lastAlertedAt?.toISOString() ?? null,
  });
  return {
    save: (db, owner, input) => {
      // JSON keeps no undefined, but be explicit: the stored filters are exactly the ones given.
      const filters = Object.fromEntries(Object.entries(input.filters).filter(([, value]) => value !== undefined));
      return db.transaction(async (tx) => {
        const [kept] = await tx.select({ value: count() }).from(table).where(eq(table.memberId, owner.id));
        if ((kept?.value ?? 0) >= SAVED_SEARCHES_MAX) {
          throw new AppError('CONFLICT', SEARCH_MESSAGES.tooManySavedSearches);
        }
        const [row] = await tx.insert(table).values({ memberId: owner.id, name: input.name, filters }).returning();
        if (!row) throw new Error('saved search insert returned no row');
        return shown(row);
      });
    },
    list: async (db, owner, page) => {
      const rows = await db
        .select()
        .from(table)
        .where(and(eq(table.memberId, owner.id), newestFirst.after(page.cursor)))
        .orderBy(...newestFirst.orderBy)
        .limit(newestFirst.fetch(page.limit));
      const { rows: pageRows, nextCursor } = newestFirst.page(rows, page.limit, (row) => [row.id]);
      return { savedSearches: pageRows.map(shown), nextCursor };
    },
    remove: async (db, owner, id) => {
      const deleted = await db
        .delete(table)
        .where(and(eq(table.id, id), eq(table.memberId, owner.id)))
        .returning({ id: table.id });
      if (deleted.length > 0) return;
      const [other] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
      if (other) throw new AppError('FORBIDDEN');
      throw new AppError('NOT_FOUND', SEARCH_MESSAGES.savedSearchNotFound);
    },
  };
}
