import type { TShortlist, TShortlistList, TShortlistNameRequest } from '@scouting/contract/schemas/shortlists';
import { SHORTLIST_LIMITS, SHORTLIST_MESSAGES } from '@scouting/contract/shortlists';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { members, players, shortlistEntries, shortlists } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../errors.ts';
import { shownToOwner } from './shortlisted-player.ts';

/**
 * The owner's list, or 404: another member's list answers exactly like a missing one, so nobody
 * learns that a list exists (decision 019: a shortlist is private to its owner).
 */
export async function ownedShortlist(db: DbOrTx, owner: Member, shortlistId: number) {
  const [list] = await db
    .select()
    .from(shortlists)
    .where(and(eq(shortlists.id, shortlistId), eq(shortlists.ownerId, owner.id)))
    .limit(1);
  if (!list) throw new AppError('NOT_FOUND', SHORTLIST_MESSAGES.listNotFound);
  return list;
}

/** Players on the list the owner may see now; a correlated count on shortlist_entries_list_id_idx. */
function visibleCount(db: DbOrTx, owner: Member) {
  const counted = db
    .select({ n: count() })
    .from(shortlistEntries)
    .innerJoin(members, eq(members.id, shortlistEntries.playerId))
    .innerJoin(players, eq(players.memberId, members.id))
    .where(and(eq(shortlistEntries.shortlistId, shortlists.id), shownToOwner(owner)));
  return sql<number>`(${counted})`.mapWith(Number);
}

/** GET /api/shortlists: the owner's lists in their order, with counts. */
export async function listShortlists(db: DbOrTx, owner: Member): Promise<TShortlistList> {
  const rows = await db
    .select({
      id: shortlists.id,
      name: shortlists.name,
      position: shortlists.position,
      createdAt: shortlists.createdAt,
      playerCount: visibleCount(db, owner),
    })
    .from(shortlists)
    .where(eq(shortlists.ownerId, owner.id))
    .orderBy(asc(shortlists.position), asc(shortlists.id));
  return { shortlists: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}

async function shortlistView(db: DbOrTx, owner: Member, shortlistId: number): Promise<TShortlist> {
  const found = (await listShortlists(db, owner)).shortlists.find((list) => list.id === shortlistId);
  if (!found) throw new AppError('NOT_FOUND', SHORTLIST_MESSAGES.listNotFound);
  return found;
}

function nameTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError('CONFLICT', SHORTLIST_MESSAGES.nameTaken);
  throw error;
}

/**
 * A new list goes last. The owner's lists are counted and numbered under a row lock on the owner,
 * so two creations at once neither pass the cap together nor take the same position. Runs in the
 * caller's transaction; a taken name surfaces as the database's unique violation.
 */
export async function appendShortlist(
  tx: DbOrTx,
  ownerId: number,
  values: { name: string; opportunityId?: number },
): Promise<number> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, ownerId)).for('update');
  const [{ lists, last } = { lists: 0, last: -1 }] = await tx
    .select({ lists: count(), last: sql<number>`coalesce(max(${shortlists.position}), -1)`.mapWith(Number) })
    .from(shortlists)
    .where(eq(shortlists.ownerId, ownerId));
  if (lists >= SHORTLIST_LIMITS.listsMax) throw new AppError('CONFLICT', SHORTLIST_MESSAGES.tooManyLists);
  const [created] = await tx
    .insert(shortlists)
    .values({ ownerId, name: values.name.trim(), opportunityId: values.opportunityId, position: last + 1 })
    .returning({ id: shortlists.id });
  if (!created) throw new Error('shortlist insert returned no row');
  return created.id;
}

/** POST /api/shortlists. */
export async function createShortlist(db: Database, owner: Member, { name }: TShortlistNameRequest) {
  const id = await db.transaction((tx) => appendShortlist(tx, owner.id, { name })).catch(nameTaken);
  return shortlistView(db, owner, id);
}

/** PUT /api/shortlists/{id}: rename. */
export async function renameShortlist(
  db: Database,
  owner: Member,
  shortlistId: number,
  { name }: TShortlistNameRequest,
) {
  await ownedShortlist(db, owner, shortlistId);
  await db
    .update(shortlists)
    .set({ name: name.trim(), updatedAt: new Date() })
    .where(eq(shortlists.id, shortlistId))
    .catch(nameTaken);
  return shortlistView(db, owner, shortlistId);
}

/**
 * PUT /api/shortlists/order: the whole new order at once, which must name each of the owner's lists
 * exactly once (a stale page that missed a new list is refused rather than guessing).
 */
export async function reorderShortlists(db: Database, owner: Member, shortlistIds: number[]) {
  await db.transaction(async (tx) => {
    const current = await tx
      .select({ id: shortlists.id })
      .from(shortlists)
      .where(eq(shortlists.ownerId, owner.id))
      .for('update');
    const mine = new Set(current.map((row) => row.id));
    const sameSet =
      shortlistIds.length === mine.size &&
      new Set(shortlistIds).size === mine.size &&
      shortlistIds.every((id) => mine.has(id));
    if (!sameSet) throw new AppError('CONFLICT', SHORTLIST_MESSAGES.orderMismatch);
    for (const [position, id] of shortlistIds.entries()) {
      await tx.update(shortlists).set({ position }).where(eq(shortlists.id, id));
    }
  });
  return listShortlists(db, owner);
}

/** DELETE /api/shortlists/{id}: the list and its entries (cascade). */
export async function deleteShortlist(db: Database, owner: Member, shortlistId: number) {
  await ownedShortlist(db, owner, shortlistId);
  await db.delete(shortlists).where(eq(shortlists.id, shortlistId));
  return { message: SHORTLIST_MESSAGES.listDeleted };
}
