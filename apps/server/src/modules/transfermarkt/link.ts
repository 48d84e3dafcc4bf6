import { MESSAGES } from '@scouting/contract';
import { eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { players } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { findPlayer } from '../profiles/player-details.ts';

/** A player sets their external profile link only while an admin allows it (SPEC §4); admins always may. */
export async function setTransfermarktLink(db: Database, actor: Member, playerId: number, url: string) {
  const { player } = await findPlayer(db, playerId);
  if (actor.role !== 'Admin' && !player.canEditTransfermarkt) {
    throw new AppError('FORBIDDEN', MESSAGES.transfermarktEditNotAllowed);
  }
  await db.update(players).set({ transfermarktUrl: url }).where(eq(players.memberId, playerId));
  return { transfermarktUrl: url };
}

export async function setCanEditTransfermarkt(db: Database, playerId: number, canEdit: boolean) {
  await findPlayer(db, playerId);
  await db.update(players).set({ canEditTransfermarkt: canEdit }).where(eq(players.memberId, playerId));
  return { canEditTransfermarkt: canEdit };
}
