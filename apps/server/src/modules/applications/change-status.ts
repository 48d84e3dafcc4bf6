import {
  APPLICATION_MESSAGES,
  canMoveApplication,
  statusMoveRefusal,
  type TApplicationStatus,
} from '@scouting/contract/application-status';
import { MESSAGES } from '@scouting/contract/messages';
import { postsOpportunities } from '@scouting/contract/opportunities';
import type { TApplication } from '@scouting/contract/schemas/applications';
import type { TNoticeLine } from '@scouting/contract/schemas/notifications';
import { and, eq } from 'drizzle-orm';
import { loadMember, type Member } from '../../auth/caller.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { applicationStatusHistory, applications, opportunities, starredApplications } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { notify } from '../notifications/notify.ts';
import type { ParentMailDeps } from '../safeguarding/texts-for-minors/parent-mail.ts';
import { copyTextToParent } from '../safeguarding/texts-for-minors/text-copy-mail.ts';
import { assertTextForMinor } from '../safeguarding/texts-for-minors/text-for-minor.ts';
import { saveToPostShortlist } from '../shortlists/post-shortlist.ts';
import {
  type ApplicationFacts,
  assertApplicant,
  assertHandles,
  assertPostLive,
  loadApplicationFacts,
  shortened,
} from './application-facts.ts';
import { applicationById } from './list-applications.ts';
import { assertTextAllowance } from './text-allowance.ts';

/**
 * Moves an application and writes its history entry, inside the caller's transaction: the status,
 * the entry and the notification that follows exist together or not at all (decision 022).
 */
export async function recordStatus(
  tx: DbOrTx,
  facts: ApplicationFacts,
  to: TApplicationStatus,
  by: Member,
  message: string | null = null,
  trialStartsAt: Date | null = null,
): Promise<void> {
  const now = new Date();
  await tx.update(applications).set({ status: to, statusChangedAt: now }).where(eq(applications.id, facts.id));
  await tx
    .insert(applicationStatusHistory)
    .values({ applicationId: facts.id, status: to, changedBy: by.id, message, trialStartsAt, changedAt: now });
}

/**
 * 'Shortlisted' tells the player; for the poster it is the star and the post's list as well
 * (decision 070: one idea of keeping an applicant, whichever control the poster used).
 */
async function keepShortlisted(tx: DbOrTx, facts: ApplicationFacts) {
  await tx
    .insert(starredApplications)
    .values({ agentId: facts.postedBy, applicationId: facts.id })
    .onConflictDoNothing();
  await saveToPostShortlist(
    tx,
    facts.postedBy,
    { id: facts.opportunityId, description: facts.description },
    facts.playerId,
  );
}

/** The bell's sentence for the player when their application moves to `to`. */
function statusNoticeLine(poster: string, to: TApplicationStatus, post: string): TNoticeLine {
  const keys: Partial<Record<TApplicationStatus, TNoticeLine['key']>> = {
    Viewed: 'statusViewed',
    Shortlisted: 'statusShortlisted',
    'Invited to trial': 'statusInvited',
    Offered: 'statusOffered',
    Declined: 'statusDeclined',
    'Contract offered': 'statusContractOffered',
    Signed: 'statusSigned',
    'Not selected': 'statusNotSelected',
  };
  const key = keys[to];
  return key ? { key, values: { poster, post } } : { key: 'statusOther', values: { post, status: to } };
}

/**
 * The player hears of every move the poster makes, on the bell and live (docs/product.md#applications); a minor
 * not of moves on a post whose text holds contact details, which the notice would quote (decision 042).
 */
export async function notifyPlayer(tx: DbOrTx, facts: ApplicationFacts, posterName: string, to: TApplicationStatus) {
  if (facts.postHasContactDetails && (await loadMember(tx, facts.playerId))?.isMinor) return;
  return notify(
    tx,
    facts.playerId,
    to === 'Invited to trial' ? 'trial_invitation' : 'application_status_changed',
    statusNoticeLine(posterName, to, shortened(facts.description)),
    '/my-applications',
  );
}

/** The applicant, for the rules of texts to a minor (loaded with the application, so never missing). */
export async function applicantOf(tx: DbOrTx, facts: ApplicationFacts): Promise<Member> {
  const player = await loadMember(tx, facts.playerId);
  if (!player) throw new AppError('NOT_FOUND', MESSAGES.applicationNotFound);
  return player;
}

/** The poster's name as the player reads it, even when an admin made the move for them. */
export async function posterNameOf(tx: DbOrTx, facts: ApplicationFacts, actor: Member): Promise<string> {
  if (actor.id === facts.postedBy) return actor.fullName;
  return (await loadMember(tx, facts.postedBy))?.fullName ?? actor.fullName;
}

/**
 * PUT /api/applications/{id}/status: the poster (or an admin) moves an application along the
 * contract's moves. An invitation has its own call (it needs a date and a venue), so has an offer
 * to sign (its terms), and only the player withdraws. A move to the status it has already is
 * refused: it would only notify the player again. A message is a text an adult writes to the
 * player: for a minor it follows the contact rule of posts and its copy goes to the parent who
 * consented; a few a day per application.
 */
export async function setApplicationStatus(
  db: Database,
  actor: Member,
  id: number,
  request: { status: TApplicationStatus; message: string | null },
  parentMail: ParentMailDeps & { appOrigin: string },
): Promise<TApplication> {
  if (request.status === 'Invited to trial') {
    throw new AppError('VALIDATION_ERROR', APPLICATION_MESSAGES.inviteThroughForm, {
      status: APPLICATION_MESSAGES.inviteThroughForm,
    });
  }
  if (request.status === 'Offered') {
    throw new AppError('VALIDATION_ERROR', APPLICATION_MESSAGES.offerThroughForm, {
      status: APPLICATION_MESSAGES.offerThroughForm,
    });
  }
  if (request.status === 'Withdrawn') {
    throw new AppError('VALIDATION_ERROR', APPLICATION_MESSAGES.onlyPlayerWithdraws, {
      status: APPLICATION_MESSAGES.onlyPlayerWithdraws,
    });
  }
  await db.transaction(async (tx) => {
    const facts = await loadApplicationFacts(tx, id, true);
    await assertHandles(tx, actor, facts);
    const player = await applicantOf(tx, facts);
    await assertTextForMinor(tx, actor.id, player, { message: request.message });
    assertPostLive(facts);
    if (facts.status === request.status) throw new AppError('CONFLICT', APPLICATION_MESSAGES.statusUnchanged);
    if (!canMoveApplication(facts.status, request.status, 'poster')) {
      throw new AppError('CONFLICT', statusMoveRefusal(facts.status, request.status));
    }
    if (request.message) await assertTextAllowance(tx, facts.id);
    await recordStatus(tx, facts, request.status, actor, request.message);
    if (request.status === 'Shortlisted') await keepShortlisted(tx, facts);
    const posterName = await posterNameOf(tx, facts, actor);
    await notifyPlayer(tx, facts, posterName, request.status);
    if (request.message) {
      await copyTextToParent(tx, parentMail, player, {
        writerId: actor.id,
        writerName: posterName,
        childName: facts.playerName,
        about: { kind: 'application', post: facts.description },
        text: request.message,
      });
    }
  });
  return answer(db, id, actor);
}

/** POST /api/applications/{id}/withdraw: the player takes their application back; the poster is told. */
export async function withdrawApplication(db: Database, player: Member, id: number): Promise<TApplication> {
  await db.transaction(async (tx) => {
    const facts = await loadApplicationFacts(tx, id, true);
    assertApplicant(player, facts);
    if (facts.status === 'Withdrawn') throw new AppError('CONFLICT', APPLICATION_MESSAGES.alreadyWithdrawn);
    // A trial's settled outcome stays as recorded (decision 065).
    if (!canMoveApplication(facts.status, 'Withdrawn', 'player')) {
      throw new AppError('CONFLICT', APPLICATION_MESSAGES.outcomeRecorded);
    }
    if (facts.postStatus === 'Deleted' || facts.postHidden) {
      throw new AppError('CONFLICT', APPLICATION_MESSAGES.postGone);
    }
    await recordStatus(tx, facts, 'Withdrawn', player);
    await notify(
      tx,
      facts.postedBy,
      'application_withdrawn',
      { key: 'applicationWithdrawn', values: { player: player.fullName, post: shortened(facts.description) } },
      `/applications/${facts.id}`,
    );
  });
  return answer(db, id, player);
}

/**
 * 'Viewed' sets itself the first time the poster opens the application or its CV (docs/product.md#applications).
 * Only from Submitted, and only for the poster: an admin's look is not the poster's answer.
 */
export async function markViewed(db: Database, viewer: Member, facts: ApplicationFacts): Promise<void> {
  if (facts.status !== 'Submitted' || viewer.id !== facts.postedBy) return;
  await db.transaction(async (tx) => {
    // Only the request that moves it from Submitted writes the entry, however many tabs open it at once.
    const moved = await tx
      .update(applications)
      .set({ status: 'Viewed', statusChangedAt: new Date() })
      .where(and(eq(applications.id, facts.id), eq(applications.status, 'Submitted')))
      .returning({ id: applications.id });
    if (moved.length === 0) return;
    await tx
      .insert(applicationStatusHistory)
      .values({ applicationId: facts.id, status: 'Viewed', changedBy: viewer.id });
    await notifyPlayer(tx, facts, viewer.fullName, 'Viewed');
  });
}

/** The application as its caller sees it after a change (their star included). */
export async function answer(db: DbOrTx, id: number, viewer: Member): Promise<TApplication> {
  const application = await applicationById(db, id, viewer.id);
  if (!application) throw new AppError('NOT_FOUND', MESSAGES.applicationNotFound);
  return application;
}

/** The poster opened a CV: each application it came with to their posts counts as Viewed. */
export async function markCvViewed(db: Database, viewer: Member, fileId: string): Promise<void> {
  // Only a poster's look counts: an admin reading a CV asks nothing more.
  if (!postsOpportunities(viewer.role)) return;
  const sentWith = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
    .where(
      and(
        eq(applications.cvFileId, fileId),
        eq(applications.status, 'Submitted'),
        eq(opportunities.postedBy, viewer.id),
      ),
    );
  for (const { id } of sentWith) {
    const facts = await loadApplicationFacts(db, id);
    await markViewed(db, viewer, facts);
  }
}
