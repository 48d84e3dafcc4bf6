import { APPLICATION_MESSAGES, canMoveApplication, statusMoveRefusal } from '@scouting/contract/application-status';
import type { TApplication, TTrialAnswerRequest } from '@scouting/contract/schemas/applications';
import { eq } from 'drizzle-orm';
import { loadMember, type Member } from '../../auth/caller.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { applications, trialInvitations } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { notify } from '../notifications/notify.ts';
import {
  consentingParent,
  type ParentMailDeps,
  queueParentMail,
} from '../safeguarding/texts-for-minors/parent-mail.ts';
import { assertTextForMinor } from '../safeguarding/texts-for-minors/text-for-minor.ts';
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
import { answer, applicantOf, notifyPlayer, posterNameOf, recordStatus } from './change-status.ts';
import { assertTextAllowance } from './text-allowance.ts';
import { trialMail } from './trial-mail.ts';

export type TrialInput = { startsAt: string; venue: string; details: string };

/** What the parent of a minor is mailed with the invitation (docs/product.md#applications), read in the same transaction. */
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
 * reschedules to a new time and asks the player again (the same time again is refused: it would
 * only be a new text). The venue and details are texts an adult writes to the player: for a minor
 * they follow the contact rule of posts, and the parent who consented is mailed the invitation,
 * queued in the same transaction within the parent mails' daily caps.
 */
export async function inviteToTrial(
  db: Database,
  actor: Member,
  id: number,
  input: TrialInput,
  /** Queues the parent's copy, with links to this origin; the demo seed mails nobody. */
  mailing?: { appOrigin: string } & ParentMailDeps,
): Promise<{ application: TApplication; parentMail: TrialMail | null }> {
  const parentMail = await db.transaction(async (tx) => {
    const facts = await loadApplicationFacts(tx, id, true);
    await assertHandles(tx, actor, facts);
    const player = await applicantOf(tx, facts);
    await assertTextForMinor(tx, actor.id, player, { venue: input.venue, details: input.details });
    assertPostLive(facts);
    if (!canMoveApplication(facts.status, 'Invited to trial', 'poster')) {
      throw new AppError('CONFLICT', statusMoveRefusal(facts.status, 'Invited to trial'));
    }
    if (facts.status === 'Invited to trial') await assertNewTime(tx, id, input.startsAt);
    await assertTextAllowance(tx, facts.id);
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
    await recordStatus(tx, facts, 'Invited to trial', actor, input.venue, values.startsAt);
    const posterName = await posterNameOf(tx, facts, actor);
    await notifyPlayer(tx, facts, posterName, 'Invited to trial');
    const parent = await consentingParent(tx, player);
    if (!parent) return null;
    const parentMail: TrialMail = {
      parentEmail: parent.email,
      childName: facts.playerName,
      posterName,
      post: facts.description,
      trial: input,
      applicationId: facts.id,
      invitedAt,
    };
    // In the invitation's transaction (decision 026): sent once it stands, even if the mail server is down now.
    if (mailing) {
      await queueParentMail(tx, mailing, player.id, trialMail(parentMail, mailing.appOrigin, parent.language), [
        actor.id,
      ]);
    }
    return parentMail;
  });
  return { application: await answer(db, id, actor), parentMail };
}

/** A reschedule moves the trial: the same time again is refused (409). */
async function assertNewTime(tx: DbOrTx, applicationId: number, startsAt: string): Promise<void> {
  const [current] = await tx
    .select({ startsAt: trialInvitations.startsAt })
    .from(trialInvitations)
    .where(eq(trialInvitations.applicationId, applicationId))
    .limit(1);
  if (current && current.startsAt.getTime() === new Date(startsAt).getTime()) {
    throw new AppError('CONFLICT', APPLICATION_MESSAGES.trialTimeUnchanged);
  }
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
    await recordTrialAnswer(tx, facts, choice);
  });
  return answer(db, id, player);
}

/**
 * The answer to a pending invitation, by the player or by their guardian on their behalf
 * (docs/product.md#parents): the same rules and the same notice to the poster, named after the player.
 * Answering twice is a conflict, and so is answering once the application left the trial.
 */
export async function recordTrialAnswer(
  tx: DbOrTx,
  facts: ApplicationFacts,
  choice: TTrialAnswerRequest['answer'],
): Promise<void> {
  const id = facts.id;
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
      values: { player: facts.playerName, post: shortened(facts.description) },
    },
    `/applications/${facts.id}`,
  );
}

/** The trial as a calendar event, to its player and its poster only (docs/product.md#applications). */
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
