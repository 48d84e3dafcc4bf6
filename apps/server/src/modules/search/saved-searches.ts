import { idCursor } from '@scouting/contract/schemas/paging';
import type { TSavedSearch, TSavedSearchList, TSearchFilters } from '@scouting/contract/schemas/search';
import { SAVED_SEARCHES_MAX, SEARCH_MESSAGES } from '@scouting/contract/search';
import { and, count, eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { keyset } from '../../db/paging.ts';
import { savedSearches } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

const newestFirst = keyset(idCursor, [{ column: savedSearches.id, order: 'desc' }]);

type SavedSearchRow = typeof savedSearches.$inferSelect;

function toSavedSearch(row: SavedSearchRow): TSavedSearch {
  return {
    id: row.id,
    name: row.name,
    filters: row.filters,
    createdAt: row.createdAt.toISOString(),
    lastAlertedAt: row.lastAlertedAt?.toISOString() ?? null,
  };
}

/** POST /api/saved-searches: the owner is the caller; a member keeps at most SAVED_SEARCHES_MAX. */
export async function saveSearch(
  db: Database,
  owner: Member,
  input: { name: string; filters: TSearchFilters },
): Promise<TSavedSearch> {
  return db.transaction(async (tx) => {
    const [kept] = await tx.select({ value: count() }).from(savedSearches).where(eq(savedSearches.memberId, owner.id));
    if ((kept?.value ?? 0) >= SAVED_SEARCHES_MAX) throw new AppError('CONFLICT', SEARCH_MESSAGES.tooManySavedSearches);
    // Alerts start from now: players who match already are no news to the owner.
    const [row] = await tx
      .insert(savedSearches)
      .values({ memberId: owner.id, name: input.name, filters: withoutEmpty(input.filters) })
      .returning();
    if (!row) throw new Error('saved search insert returned no row');
    return toSavedSearch(row);
  });
}

/** JSON keeps no undefined, but be explicit: the stored filters are exactly the ones given. */
function withoutEmpty(filters: TSearchFilters): TSearchFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as TSearchFilters;
}

/** GET /api/saved-searches: the caller's own, newest first. */
export async function listSavedSearches(
  db: Database,
  owner: Member,
  page: { limit: number; cursor?: [number] | undefined },
): Promise<TSavedSearchList> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.memberId, owner.id), newestFirst.after(page.cursor)))
    .orderBy(...newestFirst.orderBy)
    .limit(newestFirst.fetch(page.limit));
  const { rows: pageRows, nextCursor } = newestFirst.page(rows, page.limit, (row) => [row.id]);
  return { savedSearches: pageRows.map(toSavedSearch), nextCursor };
}

/** DELETE /api/saved-searches/{id}: only its owner; a saved search is private, even from admins. */
export async function deleteSavedSearch(db: Database, owner: Member, id: number): Promise<void> {
  const [row] = await db
    .select({ memberId: savedSearches.memberId })
    .from(savedSearches)
    .where(eq(savedSearches.id, id))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', SEARCH_MESSAGES.savedSearchNotFound);
  if (row.memberId !== owner.id) throw new AppError('FORBIDDEN');
  await db.delete(savedSearches).where(eq(savedSearches.id, id));
}
