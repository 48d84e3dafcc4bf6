import { PITCH_MESSAGES, type TPitchAnswer } from '@scouting/contract/pitches';
import type { TPitchAnswerInput } from '@scouting/contract/schemas/pitch-answers';
import type { TPitch } from '@scouting/contract/schemas/pitches';
import { eq } from 'drizzle-orm';
import { loadMember, type Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { clubs, pitches } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { isVerifiedClub } from '../club-verification/club-verified.ts';
import { notify } from '../notifications/notify.ts';
import {
  consentingParent,
  type ParentMailDeps,
  queueParentMail,
} from '../safeguarding/texts-for-minors/parent-mail.ts';
import { assertTextForMinor } from '../safeguarding/texts-for-minors/text-for-minor.ts';
import { pitchParentMail } from './pitch-mail.ts';
import { pitchById } from './pitch-rows.ts';

/** The answer as the bell's sentences select it. */
const NOTICE_ANSWER: Record<TPitchAnswer, string> = {
  Interested: 'interested',
  'Not a fit': 'notFit',
  'Invite to trial': 'trial',
};

/** Whether a pitch may still be answered: once, except that Interested may be followed by a decision. */
function canAnswer(current: TPitchAnswer | null, next: TPitchAnswer): boolean {
  return current === null || (current === 'Interested' && next !== 'Interested');
}

/** Which parties may see a pitch at all; to anyone else it does not exist (decision 056's confidentiality). */
export function isPitchParty(member: Member, pitch: { clubId: number; agentId: number; playerId: number }): boolean {
  return member.role === 'Admin' || [pitch.clubId, pitch.agentId, pitch.playerId].includes(member.id);
}

/**
 * POST /api/pitches/{id}/answer (decision 061): the club that posted the requirement, still
 * verified, answers Interested, Not a fit (with a reason from the list) or Invite to trial (a date,
 * a place, details, as an application's trial). For a player under 18 and a club abroad, the club
 * first confirms which exception of FIFA RSTP Article 19 applies. The agent and the player are
 * told; a minor's consenting parent is mailed the trial with its calendar event.
 */
export async function answerPitch(
  db: Database,
  club: Member,
  id: number,
  input: TPitchAnswerInput,
  mailing?: { appOrigin: string } & ParentMailDeps,
): Promise<TPitch> {
  await db.transaction(async (tx) => {
    const [pitch] = await tx.select().from(pitches).where(eq(pitches.id, id)).limit(1).for('update');
    if (!pitch || !isPitchParty(club, pitch)) throw new AppError('NOT_FOUND', PITCH_MESSAGES.pitchNotFound);
    if (club.id !== pitch.clubId) throw new AppError('FORBIDDEN', PITCH_MESSAGES.onlyClubAnswers);
    if (!(await isVerifiedClub(tx, club.id))) throw new AppError('FORBIDDEN', PITCH_MESSAGES.verifyClubToAnswer);
    if (!canAnswer(pitch.answer, input.answer)) throw new AppError('CONFLICT', PITCH_MESSAGES.alreadyAnswered);
    if (input.minorException && !pitch.minorAbroad) {
      throw new AppError('VALIDATION_ERROR', PITCH_MESSAGES.minorExceptionNotNeeded, {
        minorException: PITCH_MESSAGES.minorExceptionNotNeeded,
      });
    }
    if (input.answer === 'Invite to trial' && pitch.minorAbroad && !input.minorException) {
      throw new AppError('VALIDATION_ERROR', PITCH_MESSAGES.chooseMinorException, {
        minorException: PITCH_MESSAGES.chooseMinorException,
      });
    }
    const player = await loadMember(tx, pitch.playerId);
    const agent = await loadMember(tx, pitch.agentId);
    if (!player || !agent) throw new AppError('NOT_FOUND', PITCH_MESSAGES.pitchNotFound);
    const trial = input.answer === 'Invite to trial' ? input.trial : null;
    if (trial) await assertTextForMinor(tx, club.id, player, { venue: trial.venue, details: trial.details });
    const now = new Date();
    await tx
      .update(pitches)
      .set({
        answer: input.answer,
        reason: input.answer === 'Not a fit' ? (input.reason ?? null) : null,
        minorException: input.minorException ?? null,
        trialStartsAt: trial ? new Date(trial.startsAt) : null,
        trialVenue: trial?.venue ?? null,
        trialDetails: trial?.details ?? null,
        // A trial waits for the player's answer (accept or decline), as an application's does.
        trialAnswer: trial ? 'pending' : null,
        trialAnsweredAt: null,
        answeredAt: pitch.answeredAt ?? now,
        updatedAt: now,
      })
      .where(eq(pitches.id, id));
    const [clubRow] = await tx.select({ name: clubs.clubName }).from(clubs).where(eq(clubs.memberId, club.id));
    const clubName = clubRow?.name ?? club.fullName;
    const answer = NOTICE_ANSWER[input.answer];
    await notify(
      tx,
      agent.id,
      'pitch_answered',
      { key: 'pitchAnsweredAgent', values: { club: clubName, player: player.fullName, answer } },
      '/club-needs',
    );
    await notify(
      tx,
      player.id,
      'pitch_answered',
      { key: 'pitchAnsweredPlayer', values: { club: clubName, agent: agent.fullName, answer } },
      '/representation',
    );
    const parent = trial ? await consentingParent(tx, player) : null;
    if (parent && trial && mailing) {
      const mail = pitchParentMail(
        {
          kind: 'trial',
          parentEmail: parent.email,
          childName: player.fullName,
          agentName: agent.fullName,
          clubName,
          pitchId: id,
          trial: { startsAt: new Date(trial.startsAt), venue: trial.venue, details: trial.details },
          invitedAt: now,
        },
        mailing.appOrigin,
        parent.language,
      );
      await queueParentMail(tx, mailing, player.id, mail, [club.id, agent.id]);
    }
  });
  return pitchById(db, id);
}
