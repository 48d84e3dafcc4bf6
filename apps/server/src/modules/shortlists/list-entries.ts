import {
  shortlistEntryCursor,
  type TLatestSavedPlayers,
  type TShortlistEntry,
  type TShortlistEntryPage,
  type TShortlistsHoldingPlayer,
  type TShortlistsHoldingPlayers,
} from '@scouting/contract/schemas/shortlists';
import { SHORTLIST_MESSAGES } from '@scouting/contract/shortlists';
import { and, asc, desc, eq, inArray, max, type SQL } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import type { DbOrTx } from '../../db/client.ts';
import { keyset } from '../../db/paging.ts';
import { memberImages, members, players, shortlistEntries, shortlists } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { assertCanSeePlayer } from '../safeguarding/visible-player.ts';
import { type LatestVerdict, latestVerdicts } from '../scout-reports/latest-verdicts.ts';
import { ownedShortlist } from './manage-lists.ts';
import { shortlistedPlayerColumns, shownToOwner, toShortlistedPlayer } from './shortlisted-player.ts';

const newestFirst = keyset(shortlistEntryCursor, [{ column: shortlistEntries.id, order: 'desc' }]);

/** Entries with their player, only those the owner may see now (shownToOwner). */
function entriesQuery(db: DbOrTx, owner: Member, where: SQL | undefined) {
  return db
    .select({
      entryId: shortlistEntries.id,
      shortlistId: shortlistEntries.shortlistId,
      note: shortlistEntries.note,
      savedAt: shortlistEntries.createdAt,
      player: shortlistedPlayerColumns,
    })
    .from(shortlistEntries)
    .innerJoin(members, eq(members.id, shortlistEntries.playerId))
    .innerJoin(players, eq(players.memberId, members.id))
    .leftJoin(memberImages, eq(memberImages.memberId, members.id))
    .where(and(where, shownToOwner(owner)));
}

type EntryRow = Awaited<ReturnType<typeof entriesQuery>>[number];

/** An entry with the owner's latest verdict on its player, from `latestVerdicts` read for the page. */
function toEntry(row: EntryRow, verdicts: Map<number, LatestVerdict>): TShortlistEntry {
  return {
    shortlistId: row.shortlistId,
    note: row.note,
    savedAt: row.savedAt.toISOString(),
    player: toShortlistedPlayer(row.player),
    latestVerdict: verdicts.get(row.player.id) ?? null,
  };
}

/** GET /api/shortlists/{id}/players: newest saved first, by keyset on the entry id. */
export async function listShortlistEntries(
  db: DbOrTx,
  owner: Member,
  shortlistId: number,
  page: { limit: number; cursor?: [number] | undefined },
): Promise<TShortlistEntryPage> {
  await ownedShortlist(db, owner, shortlistId);
  const rows = await entriesQuery(
    db,
    owner,
    and(eq(shortlistEntries.shortlistId, shortlistId), newestFirst.after(page.cursor)),
  )
    .orderBy(...newestFirst.orderBy)
    .limit(newestFirst.fetch(page.limit));
  const { rows: pageRows, nextCursor } = newestFirst.page(rows, page.limit, (row) => [row.entryId]);
  // The page's verdicts in one query, not one per entry.
  const verdicts = await latestVerdicts(
    db,
    owner,
    pageRows.map((row) => row.player.id),
  );
  return { entries: pageRows.map((row) => toEntry(row, verdicts)), nextCursor };
}

/** One entry as the owner sees it, or 404 when it is not there or its player is hidden from them. */
export async function findEntry(db: DbOrTx, owner: Member, shortlistId: number, playerId: number) {
  const [row] = await entriesQuery(
    db,
    owner,
    and(eq(shortlistEntries.shortlistId, shortlistId), eq(shortlistEntries.playerId, playerId)),
  ).limit(1);
  if (!row) throw new AppError('NOT_FOUND', SHORTLIST_MESSAGES.notOnList);
  return toEntry(row, await latestVerdicts(db, owner, [playerId]));
}

/**
 * GET /api/shortlists/latest-players: the dashboard card. A player saved on two lists shows once,
 * with the list of the latest save. The owner's lists are few (SHORTLIST_LIMITS.listsMax), each
 * read newest first from shortlist_entries_list_id_idx.
 */
export async function latestSavedPlayers(db: DbOrTx, owner: Member, limit: number): Promise<TLatestSavedPlayers> {
  const mine = db.select({ id: shortlists.id }).from(shortlists).where(eq(shortlists.ownerId, owner.id));
  const latestPerPlayer = db
    .select({ entryId: max(shortlistEntries.id).as('entry_id') })
    .from(shortlistEntries)
    .where(inArray(shortlistEntries.shortlistId, mine))
    .groupBy(shortlistEntries.playerId)
    .as('latest');
  const rows = await entriesQuery(db, owner, undefined)
    .innerJoin(latestPerPlayer, eq(latestPerPlayer.entryId, shortlistEntries.id))
    .orderBy(desc(shortlistEntries.id))
    .limit(limit);
  // The owner's list names: at most SHORTLIST_LIMITS.listsMax short rows.
  const names = await db
    .select({ id: shortlists.id, name: shortlists.name })
    .from(shortlists)
    .where(eq(shortlists.ownerId, owner.id));
  const nameOf = new Map(names.map((list) => [list.id, list.name]));
  return {
    players: rows.map((row) => ({
      player: toShortlistedPlayer(row.player),
      shortlistId: row.shortlistId,
      shortlistName: nameOf.get(row.shortlistId) ?? '',
      savedAt: row.savedAt.toISOString(),
    })),
  };
}

/** GET /api/shortlists/for-player/{playerId}: the owner's lists holding this player, for the button's state. */
export async function shortlistsHoldingPlayer(
  db: DbOrTx,
  owner: Member,
  playerId: number,
): Promise<TShortlistsHoldingPlayer> {
  await assertCanSeePlayer(db, owner, playerId);
  const rows = await db
    .select({ shortlistId: shortlistEntries.shortlistId, note: shortlistEntries.note })
    .from(shortlistEntries)
    .innerJoin(shortlists, eq(shortlists.id, shortlistEntries.shortlistId))
    .where(and(eq(shortlistEntries.playerId, playerId), eq(shortlists.ownerId, owner.id)));
  return { entries: rows };
}

/**
 * GET /api/shortlists/holding: the for-player state of a page of players in one query (the video
 * pool's and search's Shortlist buttons). A player the owner may not see now, or no player at all,
 * answers as one on none of their lists: the same as for an unsaved player, so a probe learns
 * nothing, where the single-player route answers 404. One query whatever the number of ids;
 * EXPLAIN on PostgreSQL: from the owner's lists through shortlist_entries_list_id_idx while they are
 * small, from shortlist_entries_player_id_idx (`= ANY`) hashed against the owner's lists once they grow.
 */
export async function shortlistsHoldingPlayers(
  db: DbOrTx,
  owner: Member,
  playerIds: readonly number[],
): Promise<TShortlistsHoldingPlayers> {
  const rows = await db
    .select({
      playerId: shortlistEntries.playerId,
      shortlistId: shortlistEntries.shortlistId,
      note: shortlistEntries.note,
    })
    .from(shortlistEntries)
    .innerJoin(shortlists, eq(shortlists.id, shortlistEntries.shortlistId))
    .innerJoin(members, eq(members.id, shortlistEntries.playerId))
    .innerJoin(players, eq(players.memberId, members.id))
    .where(
      and(inArray(shortlistEntries.playerId, [...playerIds]), eq(shortlists.ownerId, owner.id), shownToOwner(owner)),
    )
    .orderBy(asc(shortlists.position));
  const entriesOf = new Map<number, TShortlistsHoldingPlayer['entries']>(playerIds.map((id) => [id, []]));
  for (const { playerId, ...entry } of rows) entriesOf.get(playerId)?.push(entry);
  return { players: [...entriesOf].map(([playerId, entries]) => ({ playerId, entries })) };
}
