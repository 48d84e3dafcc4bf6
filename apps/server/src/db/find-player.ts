import { MESSAGES } from '@scouting/contract/messages';
import { eq } from 'drizzle-orm';
import { AppError } from '../errors.ts';
import type { DbOrTx } from './client.ts';
import { members, players } from './schema/index.ts';

/**
 * A player's member and player rows, or 404 with the missing-player message. Many domains read a
 * player this way (profiles, videos, opportunities, messaging, Transfermarkt), so it sits with the
 * database rather than in any one of them.
 */
export async function findPlayer(db: DbOrTx, playerId: number) {
  const [row] = await db
    .select({ member: members, player: players })
    .from(players)
    .innerJoin(members, eq(members.id, players.memberId))
    .where(eq(players.memberId, playerId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.playerNotFound);
  return row;
}
