import { CONFIRMATION_MESSAGES } from '@scouting/contract/career';
import { MESSAGES } from '@scouting/contract/messages';
import { REFERENCE_MESSAGES } from '@scouting/contract/references';
import type { TReferenceLink } from '@scouting/contract/schemas/references';
import { eq } from 'drizzle-orm';
import { loadMember } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { careerReferences, members } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { WriteLimiter } from '../../platform/rate-limits/limit-writes.ts';
import { assertCoachLinkOpen } from '../career/coach-mail-rules.ts';
import { notify } from '../notifications/notify.ts';
import { hashToken } from '../safeguarding/guardian-token.ts';
import { copyTextToParent } from '../safeguarding/texts-for-minors/text-copy-mail.ts';
import { assertTextForMinor } from '../safeguarding/texts-for-minors/text-for-minor.ts';

type ReferenceRow = typeof careerReferences.$inferSelect;

/** A link is spent once the coach wrote; a pending one stops working when it expires. */
function linkState(row: ReferenceRow, now: Date): TReferenceLink['link'] {
  if (row.status !== 'pending') return 'used';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'valid';
}

/** GET /api/references/request?token=…: who asked, and as whom they named the coach (no account needed). */
export async function describeReferenceRequest(db: Database, token: string, now = new Date()): Promise<TReferenceLink> {
  const [row] = await db
    .select({ reference: careerReferences, playerName: members.fullName })
    .from(careerReferences)
    .innerJoin(members, eq(members.id, careerReferences.playerId))
    .where(eq(careerReferences.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', CONFIRMATION_MESSAGES.linkNotFound);
  return {
    link: linkState(row.reference, now),
    playerName: row.playerName,
    name: row.reference.coachName,
    role: row.reference.coachRole,
    club: row.reference.coachClub,
  };
}

/**
 * POST /api/references/write: the coach's lines, once. The row is locked and checked valid (410 used or
 * expired) in the transaction that writes it, so two clicks cannot both count. To a minor the lines
 * are an adult's words the child reads outside the messaging: they pass the contact rule and the
 * parent who consented receives a copy (decision 042). The player is told in the bell.
 */
export async function writeReference(
  deps: { db: Database; limits: WriteLimiter; appOrigin: string },
  token: string,
  text: string,
  now = new Date(),
): Promise<{ message: string }> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(careerReferences)
      .where(eq(careerReferences.tokenHash, hashToken(token)))
      .for('update')
      .limit(1);
    assertCoachLinkOpen(row, (found) => linkState(found, now));
    const player = await loadMember(tx, row.playerId);
    if (!player) throw new AppError('NOT_FOUND', MESSAGES.playerNotFound);
    await assertTextForMinor(tx, null, player, { text });
    await tx
      .update(careerReferences)
      .set({ status: 'written', text, writtenAt: now })
      .where(eq(careerReferences.id, row.id));
    await notify(
      tx,
      player.id,
      'reference_written',
      { key: 'referenceWritten', values: { coach: row.coachName } },
      `/player-profile/${player.id}`,
    );
    await copyTextToParent(tx, { limits: deps.limits, appOrigin: deps.appOrigin }, player, {
      writerId: null,
      writerName: row.coachName,
      childName: player.fullName,
      about: { kind: 'reference' },
      text,
    });
  });
  return { message: REFERENCE_MESSAGES.written };
}
