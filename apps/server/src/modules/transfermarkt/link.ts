import { MESSAGES } from '@scouting/contract/messages';
import type { Member } from '../../auth/caller.ts';
import { updatePlayers } from '../../auth/member-writes.ts';
import type { Database } from '../../db/client.ts';
import { findPlayer } from '../../db/find-player.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../audit/record-audit.ts';

/** A player sets their external profile link only while an admin allows it (docs/product.md#transfermarkt); admins always may. */
export async function setTransfermarktLink(db: Database, actor: Member, playerId: number, url: string) {
  const { player } = await findPlayer(db, playerId);
  if (actor.role !== 'Admin' && !player.canEditTransfermarkt) {
    throw new AppError('FORBIDDEN', MESSAGES.transfermarktEditNotAllowed);
  }
  await updatePlayers(db, playerId, { transfermarktUrl: url });
  return { transfermarktUrl: url };
}

/** The admin's permission switch, on record with the change (docs/product.md#reports-and-suspension). */
export async function setCanEditTransfermarkt(db: Database, admin: Member, playerId: number, canEdit: boolean) {
  const { member } = await findPlayer(db, playerId);
  await db.transaction(async (tx) => {
    await updatePlayers(tx, playerId, { canEditTransfermarkt: canEdit });
    await recordAudit(tx, {
      actor: admin,
      action: 'transfermarkt.permission_changed',
      subject: { id: member.id, fullName: member.fullName },
      details: { canEditTransfermarkt: canEdit },
    });
  });
  return { canEditTransfermarkt: canEdit };
}
