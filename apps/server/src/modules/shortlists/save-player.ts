import {
  type TAddToShortlistRequest,
  type TShortlistEntry,
  type TShortlistNoteRequest,
  ZAddToShortlistRequest,
  ZShortlistNoteRequest,
} from '@scouting/contract/schemas/shortlists';
import { SHORTLIST_MESSAGES } from '@scouting/contract/shortlists';
import { and, eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { shortlistEntries } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../errors.ts';
import { assertCanSeePlayer } from '../safeguarding/visible-player.ts';
import { findEntry } from './list-entries.ts';
import { ownedShortlist } from './manage-lists.ts';

/**
 * POST /api/shortlists/{id}/players: only a player the owner may see can be saved (a hidden minor
 * answers 404 like a missing player, docs/product.md#who-may-see-whom). Nothing is sent to the player.
 */
export async function addToShortlist(
  db: Database,
  owner: Member,
  shortlistId: number,
  input: TAddToShortlistRequest,
): Promise<TShortlistEntry> {
  const { playerId, note } = ZAddToShortlistRequest.parse(input);
  await ownedShortlist(db, owner, shortlistId);
  await assertCanSeePlayer(db, owner, playerId);
  await db
    .insert(shortlistEntries)
    .values({ shortlistId, playerId, note })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', SHORTLIST_MESSAGES.alreadyOnList);
      throw error;
    });
  return findEntry(db, owner, shortlistId, playerId);
}

/** PUT /api/shortlists/{id}/players/{playerId}: a player the owner may no longer see is not on their list any more. */
export async function editShortlistNote(
  db: Database,
  owner: Member,
  shortlistId: number,
  playerId: number,
  input: TShortlistNoteRequest,
): Promise<TShortlistEntry> {
  const { note } = ZShortlistNoteRequest.parse(input);
  await ownedShortlist(db, owner, shortlistId);
  const entry = await findEntry(db, owner, shortlistId, playerId);
  await db
    .update(shortlistEntries)
    .set({ note, updatedAt: new Date() })
    .where(and(eq(shortlistEntries.shortlistId, shortlistId), eq(shortlistEntries.playerId, playerId)));
  return { ...entry, note };
}

/** DELETE /api/shortlists/{id}/players/{playerId}: removing works even for a player now hidden from the owner. */
export async function removeFromShortlist(db: Database, owner: Member, shortlistId: number, playerId: number) {
  await ownedShortlist(db, owner, shortlistId);
  const removed = await db
    .delete(shortlistEntries)
    .where(and(eq(shortlistEntries.shortlistId, shortlistId), eq(shortlistEntries.playerId, playerId)))
    .returning({ id: shortlistEntries.id });
  if (removed.length === 0) throw new AppError('NOT_FOUND', SHORTLIST_MESSAGES.notOnList);
  return { message: SHORTLIST_MESSAGES.playerRemoved };
}
