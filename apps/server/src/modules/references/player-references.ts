import { REFERENCE_MESSAGES } from '@scouting/contract/references';
import type { TOwnReference, TPlayerReference } from '@scouting/contract/schemas/references';
import { and, desc, eq } from 'drizzle-orm';
import { isSelfOrAdmin, type Member } from '../../auth/caller.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { careerReferences } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { assertCanSeePlayer } from '../safeguarding/visible-player.ts';

const iso = (date: Date) => date.toISOString();

/**
 * GET /api/references: the player's own references, newest first, pending and written ones too.
 * At most REFERENCE_MAX_PER_PLAYER exist (ask-reference.ts), so the list is read whole.
 */
export async function ownReferences(db: DbOrTx, playerId: number): Promise<{ references: TOwnReference[] }> {
  const rows = await db
    .select()
    .from(careerReferences)
    .where(eq(careerReferences.playerId, playerId))
    .orderBy(desc(careerReferences.createdAt), desc(careerReferences.id));
  return {
    references: rows.map((row) => ({
      id: row.id,
      name: row.coachName,
      email: row.coachEmail,
      role: row.coachRole,
      club: row.coachClub,
      status: row.status,
      text: row.text,
      askedAt: iso(row.createdAt),
      expiresAt: iso(row.expiresAt),
      writtenAt: row.writtenAt ? iso(row.writtenAt) : null,
    })),
  };
}

/**
 * GET /api/player-references/{playerId}: the approved references, to whoever may see the player; a
 * hidden minor answers as a missing player, as the record does (get-career.ts).
 */
export async function approvedReferences(
  db: DbOrTx,
  viewer: Member,
  playerId: number,
): Promise<{ references: TPlayerReference[] }> {
  await assertCanSeePlayer(db, viewer, playerId);
  const rows = await db
    .select()
    .from(careerReferences)
    .where(and(eq(careerReferences.playerId, playerId), eq(careerReferences.status, 'approved')))
    .orderBy(desc(careerReferences.writtenAt), desc(careerReferences.id));
  return {
    references: rows.map((row) => ({
      id: row.id,
      name: row.coachName,
      role: row.coachRole,
      club: row.coachClub,
      text: row.text ?? '',
      writtenAt: iso(row.writtenAt ?? row.createdAt),
    })),
  };
}

/** The reference, locked, when the actor may manage it: 404 when it does not exist, 403 when it is another player's. */
async function ownedReference(tx: DbOrTx, actor: Member, id: number) {
  const [row] = await tx.select().from(careerReferences).where(eq(careerReferences.id, id)).for('update').limit(1);
  if (!row) throw new AppError('NOT_FOUND', REFERENCE_MESSAGES.notFound);
  if (!isSelfOrAdmin(actor, row.playerId)) throw new AppError('FORBIDDEN', REFERENCE_MESSAGES.onlyOwner);
  return row;
}

/** POST /api/references/{id}/approve: a written reference shows on the profile; approving twice changes nothing. */
export async function approveReference(db: Database, actor: Member, id: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const row = await ownedReference(tx, actor, id);
    if (row.status === 'pending') throw new AppError('CONFLICT', REFERENCE_MESSAGES.notWritten);
    if (row.status === 'written') {
      await tx
        .update(careerReferences)
        .set({ status: 'approved', approvedAt: now })
        .where(eq(careerReferences.id, row.id));
    }
    return { message: REFERENCE_MESSAGES.approved };
  });
}

/** DELETE /api/references/{id}: the player removes a reference at any time; a pending link stops working with it. */
export async function removeReference(db: Database, actor: Member, id: number) {
  return db.transaction(async (tx) => {
    const row = await ownedReference(tx, actor, id);
    await tx.delete(careerReferences).where(eq(careerReferences.id, row.id));
    return { message: REFERENCE_MESSAGES.removed };
  });
}
