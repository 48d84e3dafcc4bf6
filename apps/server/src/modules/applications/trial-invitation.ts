import {
  APPLICATION_MESSAGES,
  canMoveApplication,
  type TApplication,
  type TTrialAnswerRequest,
} from '@scouting/contract';
import { eq } from 'drizzle-orm';
import { loadMember, type Member } from '../../auth/caller.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { applications, players, trialInvitations } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { memberMailLanguage } from '../../infra/mail/mail-language.ts';
import { enqueueMail } from '../../infra/queue/mail-jobs.ts';
import { notify } from '../notifications/notify.ts';
import {
  type ApplicationFacts,
  assertApplicant,
  assertApplicantVisible,
  assertHandles,
  assertPostLive,
  loadApplicationFacts,
  shortened,
  standingOf,
} from './application-facts.ts';
import { answer, notifyPlayer, posterNameOf, recordStatus } from './change-status.ts';
import { trialMail } from './trial-mail.ts';

export type TrialInput = { startsAt: string; venue: string; details: string };

/** What the parent of a minor is mailed with the invitation (issue 26 §3), read in the same transaction. */
export type TrialMail = {
  parentEmail: string;
  childName: string;
  posterName: string;
  post: string;
  trial: TrialInput;
  applicationId: number;
  invitedAt: Date;
};

/**
 * POST /api/applications/{id}/trial-invitation: the poster invites the applicant to a trial. The
 * status becomes Invited to trial with the invitation's details in its history; inviting again
 * reschedules and asks the player again. For a minor, the parent who consented is mailed too: the
 * mail is queued in the same transaction.
 */
export async function inviteToTrial(
  db: Database,
  actor: Member,
  id: number,
  input: TrialInput,
  /** Queues the parent's copy, with links to this origin; the demo seed mails nobody. */
  mailing?: { appOrigin: string },
): Promise<{ application: TApplication; parentMail: TrialMail | null }> {
  const parentMail = await db.transaction(async (tx) => {
    const facts = await loadApplicationFacts(tx, id, true);
    await assertHandles(tx, actor, facts);
    assertPostLive(facts);
    if (!canMoveApplication(facts.status, 'Invited to trial', 'poster')) {
      throw new AppError('CONFLICT', APPLICATION_MESSAGES.moveNotAllowed(facts.status, 'Invited to trial'));
    }
    const invitedAt = new Date();
    const values = {
      invitedBy: actor.id,
      startsAt: new Date(input.startsAt),
      venue: input.venue,
      details: input.details,
      answer: 'pending' as const,
      answeredAt: null,
      invitedAt,
    };
    await tx
      .insert(trialInvitations)
      .values({ applicationId: id, ...values })
      .onConflictDoUpdate({ target: trialInvitations.applicationId, set: values });
    await recordStatus(tx, facts, 'Invited to trial', actor, trialSummary(input));
    const posterName = await posterNameOf(tx, facts, actor);
    await notifyPlayer(tx, facts, posterName, 'Invited to trial');
    const parentMail = await parentMailFor(tx, facts, posterName, input, invitedAt);
    // In the invitation's transaction (decision 026): sent once it stands, even if the mail server is down now.
    if (parentMail && mailing) {
      const language = (await memberMailLanguage(tx, facts.playerId)) ?? 'en';
      await enqueueMail(tx, trialMail(parentMail, mailing.appOrigin, language));
    }
    return parentMail;
  });
  return { application: await answer(db, id, actor), parentMail };
}

/** The history entry's words: when and where, so the player's page reads it without the invitation. */
function trialSummary({ startsAt, venue }: TrialInput): string {
  return `Trial on ${new Date(startsAt).toUTCString().replace(' GMT', ' UTC')} at ${venue}`;
}

async function parentMailFor(
  tx: DbOrTx,
  facts: ApplicationFacts,
  posterName: string,
  trial: TrialInput,
  invitedAt: Date,
): Promise<TrialMail | null> {
  const player = await loadMember(tx, facts.playerId);
  if (!player?.isMinor || player.consent !== 'confirmed') return null;
  const [row] = await tx
    .select({ parentEmail: players.parentEmail })
    .from(players)
    .where(eq(players.memberId, facts.playerId))
    .limit(1);
  if (!row?.parentEmail) return null;
  return {
    parentEmail: row.parentEmail,
    childName: facts.playerName,
    posterName,
    post: facts.description,
    trial,
    applicationId: facts.id,
    invitedAt,
  };
}

/**
 * POST /api/applications/{id}/trial-invitation/answer: the player accepts or declines; the poster
 * is told. Answering twice is a conflict, and so is answering once the application left the trial.
 */
export async function answerTrial(
  db: Database,
  player: Member,
  id: number,
  { answer: choice }: TTrialAnswerRequest,
): Promise<TApplication> {
  await db.transaction(async (tx) => {
    const facts = await loadApplicationFacts(tx, id, true);
    assertApplicant(player, facts);
    const [trial] = await tx
      .select({ answer: trialInvitations.answer })
      .from(trialInvitations)
      .where(eq(trialInvitations.applicationId, id))
      .limit(1)
      .for('update');
    if (!trial) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.noTrialInvitation);
    if (trial.answer !== 'pending') throw new AppError('CONFLICT', APPLICATION_MESSAGES.trialAlreadyAnswered);
    if (facts.status !== 'Invited to trial') {
      throw new AppError('CONFLICT', APPLICATION_MESSAGES.trialNotOpen);
    }
    assertPostLive(facts);
    const accepted = choice === 'accept';
    await tx
      .update(trialInvitations)
      .set({ answer: accepted ? 'accepted' : 'declined', answeredAt: new Date() })
      .where(eq(trialInvitations.applicationId, id));
    // The answer changes no status: the poster decides what follows.
    await tx.update(applications).set({ statusChangedAt: new Date() }).where(eq(applications.id, id));
    await notify(
      tx,
      facts.postedBy,
      'trial_answered',
      {
        key: accepted ? 'trialAccepted' : 'trialDeclined',
        values: { player: player.fullName, post: shortened(facts.description) },
      },
      `/applications/${facts.id}`,
    );
  });
  return answer(db, id, player);
}

/** The trial as a calendar event, to its player and its poster only (issue 26 §3). */
export async function trialForCalendar(db: Database, viewer: Member, id: number) {
  const facts = await loadApplicationFacts(db, id);
  const standing = standingOf(viewer, facts);
  if (standing !== 'poster' && standing !== 'player') throw new AppError('FORBIDDEN');
  await assertApplicantVisible(db, viewer, facts);
  const [trial] = await db.select().from(trialInvitations).where(eq(trialInvitations.applicationId, id)).limit(1);
  if (!trial) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.noTrialInvitation);
  const poster = await loadMember(db, facts.postedBy);
  return { facts, trial, posterName: poster?.fullName ?? 'the poster' };
}
