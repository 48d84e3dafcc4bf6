import { CONFIRMATION_MESSAGES, type TConfirmationAnswer } from '@scouting/contract/career';
import type { TCareerSeasonInput, TConfirmationLink } from '@scouting/contract/schemas/career';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { careerConfirmationRequests, careerEntries, careerSeasons, members } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { notify } from '../notifications/notify.ts';
import { hashToken } from '../safeguarding/guardian-token.ts';
import { assertCoachLinkOpen } from './coach-mail-rules.ts';
import { readCareer } from './get-career.ts';
import { seasonNumbers } from './save-career.ts';

type RequestRow = typeof careerConfirmationRequests.$inferSelect;

async function findRequest(db: DbOrTx, token: string): Promise<RequestRow> {
  const [row] = await db
    .select()
    .from(careerConfirmationRequests)
    .where(eq(careerConfirmationRequests.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', CONFIRMATION_MESSAGES.linkNotFound);
  return row;
}

function linkState(row: RequestRow, now: Date): TConfirmationLink['link'] {
  if (row.answeredAt) return 'used';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'valid';
}

/** GET /api/record-confirmation?token=…: who asked, and the entry's lines as they stand (no account needed). */
export async function describeConfirmation(db: Database, token: string, now = new Date()): Promise<TConfirmationLink> {
  const row = await findRequest(db, token);
  const [player] = await db
    .select({ fullName: members.fullName })
    .from(members)
    .where(eq(members.id, row.playerId))
    .limit(1);
  const career = await readCareer(db, row.playerId);
  const entry = career.entries.find((candidate) => candidate.id === row.entryId);
  if (!player || !entry) throw new AppError('NOT_FOUND', CONFIRMATION_MESSAGES.linkNotFound);
  return {
    link: linkState(row, now),
    playerName: player.fullName,
    coachName: row.coachName,
    coachRole: row.coachRole,
    entry,
  };
}

/**
 * The one way a link is spent: locked, checked valid (410 used or expired, with the page's sentence),
 * then answered in the same transaction, so two clicks cannot both count.
 */
async function spend(
  db: Database,
  token: string,
  answer: TConfirmationAnswer,
  apply: (tx: DbOrTx, row: RequestRow, now: Date) => Promise<void>,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(careerConfirmationRequests)
      .where(eq(careerConfirmationRequests.tokenHash, hashToken(token)))
      .for('update')
      .limit(1);
    assertCoachLinkOpen(row, (found) => linkState(found, now));
    await apply(tx, row, now);
    await tx
      .update(careerConfirmationRequests)
      .set({ answer, answeredAt: now })
      .where(eq(careerConfirmationRequests.id, row.id));
  });
}

/** The coach stands behind the lines: each becomes 'Confirmed by coach' with their name, role and the club. */
async function markConfirmed(tx: DbOrTx, row: RequestRow, now: Date) {
  const [entry] = await tx
    .select({ club: careerEntries.club })
    .from(careerEntries)
    .where(eq(careerEntries.id, row.entryId));
  await tx
    .update(careerSeasons)
    .set({
      source: 'Confirmed by coach',
      confirmerName: row.coachName,
      confirmerRole: row.coachRole,
      confirmerClub: entry?.club ?? '',
      verifiedBy: null,
      sourceAt: now,
    })
    .where(eq(careerSeasons.entryId, row.entryId));
}

export async function confirmRecord(db: Database, token: string) {
  await spend(db, token, 'confirmed', markConfirmed);
  return { answer: 'confirmed' as const, message: CONFIRMATION_MESSAGES.confirmed };
}

export async function declineRecord(db: Database, token: string) {
  await spend(db, token, 'declined', async () => {});
  return { answer: 'declined' as const, message: CONFIRMATION_MESSAGES.declined };
}

/**
 * The coach's numbers wait for the player (docs/product.md#a-coach-confirms): nothing changes until they
 * accept. The player is told in the bell, with a link to their record, where the correction waits.
 */
export async function correctRecord(db: Database, token: string, seasons: TCareerSeasonInput[]) {
  await spend(db, token, 'corrected', async (tx, row) => {
    await tx
      .update(careerConfirmationRequests)
      .set({ correction: seasons })
      .where(eq(careerConfirmationRequests.id, row.id));
    const [entry] = await tx
      .select({ club: careerEntries.club })
      .from(careerEntries)
      .where(eq(careerEntries.id, row.entryId));
    await notify(
      tx,
      row.playerId,
      'record_corrected',
      { key: 'recordCorrected', values: { coach: row.coachName, club: entry?.club ?? '' } },
      `/player-profile/${row.playerId}`,
    );
  });
  return { answer: 'corrected' as const, message: CONFIRMATION_MESSAGES.corrected };
}

/** The player's corrections still to answer, newest first. */
export async function pendingCorrections(db: DbOrTx, playerId: number) {
  const rows = await db
    .select({
      id: careerConfirmationRequests.id,
      entryId: careerConfirmationRequests.entryId,
      club: careerEntries.club,
      coachName: careerConfirmationRequests.coachName,
      coachRole: careerConfirmationRequests.coachRole,
      seasons: careerConfirmationRequests.correction,
    })
    .from(careerConfirmationRequests)
    .innerJoin(careerEntries, eq(careerEntries.id, careerConfirmationRequests.entryId))
    .where(
      and(
        eq(careerConfirmationRequests.playerId, playerId),
        eq(careerConfirmationRequests.answer, 'corrected'),
        isNull(careerConfirmationRequests.correctionDecision),
      ),
    )
    .orderBy(desc(careerConfirmationRequests.answeredAt));
  return { corrections: rows.map((row) => ({ ...row, seasons: row.seasons ?? [] })) };
}

/**
 * The player accepts the coach's numbers (they replace the entry's lines of those seasons, confirmed
 * by the coach) or rejects them (the lines stay as they were).
 */
export async function decideCorrection(db: Database, playerId: number, requestId: number, accept: boolean) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(careerConfirmationRequests)
      .where(
        and(
          eq(careerConfirmationRequests.id, requestId),
          eq(careerConfirmationRequests.playerId, playerId),
          eq(careerConfirmationRequests.answer, 'corrected'),
          isNull(careerConfirmationRequests.correctionDecision),
        ),
      )
      .for('update')
      .limit(1);
    if (!row) throw new AppError('NOT_FOUND', CONFIRMATION_MESSAGES.correctionNotFound);
    if (accept) {
      for (const line of row.correction ?? []) {
        const columns = seasonNumbers(line);
        const updated = await tx
          .update(careerSeasons)
          .set(columns)
          .where(and(eq(careerSeasons.entryId, row.entryId), eq(careerSeasons.season, line.season)))
          .returning({ id: careerSeasons.id });
        if (updated.length === 0) {
          await tx.insert(careerSeasons).values({ entryId: row.entryId, season: line.season, ...columns });
        }
      }
      await markConfirmed(tx, row, new Date());
    }
    await tx
      .update(careerConfirmationRequests)
      .set({ correctionDecision: accept ? 'accepted' : 'rejected' })
      .where(eq(careerConfirmationRequests.id, row.id));
    return {
      message: accept ? CONFIRMATION_MESSAGES.correctionAccepted : CONFIRMATION_MESSAGES.correctionRejected,
    };
  });
}
