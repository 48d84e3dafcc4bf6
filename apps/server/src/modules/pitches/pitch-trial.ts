import { PITCH_MESSAGES } from '@scouting/contract/pitches';
import type { TTrialAnswerRequest } from '@scouting/contract/schemas/applications';
import type { TPitch } from '@scouting/contract/schemas/pitches';
import { eq } from 'drizzle-orm';
import { loadMember, type Member } from '../../auth/caller.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { clubs, pitches } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { notify } from '../notifications/notify.ts';
import { isPitchParty } from './answer-pitch.ts';
import { pitchById } from './pitch-rows.ts';

type PitchRecord = typeof pitches.$inferSelect;

/** The pitch, locked for the answer; null when it does not exist. */
export async function lockPitch(tx: DbOrTx, id: number): Promise<PitchRecord | null> {
  const [pitch] = await tx.select().from(pitches).where(eq(pitches.id, id)).limit(1).for('update');
  return pitch ?? null;
}

/**
 * The answer to a pitch's pending trial, by the player or by their guardian declining on their
 * behalf (docs/product.md#parents), under the rules of an application's trial: once, and only while
 * the invitation waits. The club and the agent are told, named after the player; the notice type is
 * the application trial's, so the same notification preferences decide whether it is mailed.
 */
export async function recordPitchTrialAnswer(
  tx: DbOrTx,
  pitch: PitchRecord,
  choice: TTrialAnswerRequest['answer'],
): Promise<void> {
  if (pitch.answer !== 'Invite to trial' || pitch.trialAnswer !== 'pending') {
    throw new AppError('CONFLICT', PITCH_MESSAGES.noTrialPending);
  }
  const accepted = choice === 'accept';
  const now = new Date();
  await tx
    .update(pitches)
    .set({ trialAnswer: accepted ? 'accepted' : 'declined', trialAnsweredAt: now, updatedAt: now })
    .where(eq(pitches.id, pitch.id));
  const player = await loadMember(tx, pitch.playerId);
  const agent = await loadMember(tx, pitch.agentId);
  const [club] = await tx.select({ name: clubs.clubName }).from(clubs).where(eq(clubs.memberId, pitch.clubId));
  const playerName = player?.fullName ?? '';
  const answer = accepted ? 'accepted' : 'declined';
  await notify(
    tx,
    pitch.clubId,
    'trial_answered',
    { key: 'pitchTrialAnsweredClub', values: { player: playerName, agent: agent?.fullName ?? '', answer } },
    `/club-needs/${pitch.needId}/pitches`,
  );
  await notify(
    tx,
    pitch.agentId,
    'trial_answered',
    { key: 'pitchTrialAnsweredAgent', values: { player: playerName, club: club?.name ?? '', answer } },
    '/club-needs',
  );
}

/**
 * POST /api/pitches/{id}/trial-invitation/answer (decision 067): the pitched player accepts or declines the club's
 * trial, as they answer an application's. Anyone who may not see the pitch is answered 404; its
 * club, agent or an admin 403; an invitation not waiting (none, or answered) 409.
 */
export async function answerPitchTrial(
  db: Database,
  caller: Member,
  id: number,
  { answer: choice }: TTrialAnswerRequest,
): Promise<TPitch> {
  await db.transaction(async (tx) => {
    const pitch = await lockPitch(tx, id);
    if (!pitch || !isPitchParty(caller, pitch)) throw new AppError('NOT_FOUND', PITCH_MESSAGES.pitchNotFound);
    if (caller.id !== pitch.playerId) throw new AppError('FORBIDDEN', PITCH_MESSAGES.onlyPlayerAnswersTrial);
    await recordPitchTrialAnswer(tx, pitch, choice);
  });
  return pitchById(db, id);
}
