import type {
  TOpenOpportunityFilters,
  TSavedPostSearch,
  TSavedPostSearchList,
} from '@scouting/contract/schemas/open-opportunities';
import { idCursor } from '@scouting/contract/schemas/paging';
import { SAVED_SEARCHES_MAX, SEARCH_MESSAGES } from '@scouting/contract/search';
import { and, count, eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { keyset } from '../../db/paging.ts';
import { savedPostSearches } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

/**
 * A player's saved searches of the market (docs/product.md#opportunities), kept as the players'
 * saved searches are (decision 018): private to their owner, at most SAVED_SEARCHES_MAX each.
 */

const newestFirst = keyset(idCursor, [{ column: savedPostSearches.id, order: 'desc' }]);

function toSavedPostSearch(row: typeof savedPostSearches.$inferSelect): TSavedPostSearch {
  return {
    id: row.id,
    name: row.name,
    filters: row.filters,
    createdAt: row.createdAt.toISOString(),
    lastAlertedAt: row.lastAlertedAt?.toISOString() ?? null,
  };
}

/** POST /api/saved-post-searches: alerts start from now, so the posts open already are no news. */
export async function savePostSearch(
  db: Database,
  owner: Member,
  input: { name: string; filters: TOpenOpportunityFilters },
): Promise<TSavedPostSearch> {
  const filters = Object.fromEntries(Object.entries(input.filters).filter(([, value]) => value !== undefined));
  return db.transaction(async (tx) => {
    const [kept] = await tx
      .select({ value: count() })
      .from(savedPostSearches)
      .where(eq(savedPostSearches.memberId, owner.id));
    if ((kept?.value ?? 0) >= SAVED_SEARCHES_MAX) throw new AppError('CONFLICT', SEARCH_MESSAGES.tooManySavedSearches);
    const [row] = await tx
      .insert(savedPostSearches)
      .values({ memberId: owner.id, name: input.name, filters })
      .returning();
    if (!row) throw new Error('saved post search insert returned no row');
    return toSavedPostSearch(row);
  });
}

/** GET /api/saved-post-searches: the caller's own, newest first. */
export async function listSavedPostSearches(
  db: Database,
  owner: Member,
  page: { limit: number; cursor?: [number] | undefined },
): Promise<TSavedPostSearchList> {
  const rows = await db
    .select()
    .from(savedPostSearches)
    .where(and(eq(savedPostSearches.memberId, owner.id), newestFirst.after(page.cursor)))
    .orderBy(...newestFirst.orderBy)
    .limit(newestFirst.fetch(page.limit));
  const { rows: pageRows, nextCursor } = newestFirst.page(rows, page.limit, (row) => [row.id]);
  return { savedSearches: pageRows.map(toSavedPostSearch), nextCursor };
}

/** DELETE /api/saved-post-searches/{id}: only its owner; private even from admins. */
export async function deleteSavedPostSearch(db: Database, owner: Member, id: number): Promise<void> {
  const deleted = await db
    .delete(savedPostSearches)
    .where(and(eq(savedPostSearches.id, id), eq(savedPostSearches.memberId, owner.id)))
    .returning({ id: savedPostSearches.id });
  if (deleted.length > 0) return;
  const [other] = await db
    .select({ id: savedPostSearches.id })
    .from(savedPostSearches)
    .where(eq(savedPostSearches.id, id));
  if (other) throw new AppError('FORBIDDEN');
  throw new AppError('NOT_FOUND', SEARCH_MESSAGES.savedSearchNotFound);
}
