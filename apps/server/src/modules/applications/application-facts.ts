import { APPLICATION_MESSAGES, type TApplicationStatus } from '@scouting/contract/application-status';
import { MESSAGES } from '@scouting/contract/messages';
import { eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import type { DbOrTx } from '../../db/client.ts';
import { applications, members, opportunities } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { assertCanSeePlayer } from '../safeguarding/visible-player.ts';

/** What the rules about one application need: its status, its applicant and its post. */
export type ApplicationFacts = {
  id: number;
  status: TApplicationStatus;
  playerId: number;
  playerName: string;
  opportunityId: number;
  postedBy: number;
  postStatus: 'Open' | 'Closed' | 'Deleted';
  postHidden: boolean;
  description: string;
  /** The post's text holds contact details, or was not checked yet (decision 042). */
  postHasContactDetails: boolean;
};

/**
 * One application's facts, locked for the rest of the transaction when `forUpdate` (two posters'
 * tabs moving it at once decide in turn, each against the status the other left). 404 when missing.
 */
export async function loadApplicationFacts(db: DbOrTx, id: number, forUpdate = false): Promise<ApplicationFacts> {
  const query = db
    .select({
      id: applications.id,
      status: applications.status,
      playerId: applications.playerId,
      playerName: members.fullName,
      opportunityId: applications.opportunityId,
      postedBy: opportunities.postedBy,
      postStatus: opportunities.status,
      hiddenAt: opportunities.hiddenAt,
      description: opportunities.description,
      hasContactDetails: opportunities.hasContactDetails,
    })
    .from(applications)
    .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
    .innerJoin(members, eq(members.id, applications.playerId))
    .where(eq(applications.id, id))
    .limit(1);
  const [row] = forUpdate ? await query.for('update', { of: applications }) : await query;
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.applicationNotFound);
  const { hiddenAt, hasContactDetails, ...facts } = row;
  return { ...facts, postHidden: hiddenAt !== null, postHasContactDetails: hasContactDetails !== false };
}

/** How the caller stands to an application: its poster, its applicant, an admin, or none of them. */
export type Standing = 'poster' | 'player' | 'admin' | null;

export function standingOf(viewer: Member, facts: ApplicationFacts): Standing {
  if (viewer.id === facts.postedBy) return 'poster';
  if (viewer.id === facts.playerId) return 'player';
  return viewer.role === 'Admin' ? 'admin' : null;
}

/**
 * 403 unless the caller posted the opportunity or is an admin (who may act for the poster); 404,
 * as for a missing application, when the poster may no longer see the applicant (docs/product.md#who-may-see-whom).
 */
export async function assertHandles(db: DbOrTx, viewer: Member, facts: ApplicationFacts): Promise<void> {
  const standing = standingOf(viewer, facts);
  if (standing !== 'poster' && standing !== 'admin') throw new AppError('FORBIDDEN');
  await assertApplicantVisible(db, viewer, facts);
}

/** 404 when the viewer may no longer see the applicant: suspended, hidden, or a minor out of their sight. */
export async function assertApplicantVisible(db: DbOrTx, viewer: Member, facts: ApplicationFacts): Promise<void> {
  if (viewer.role === 'Admin' || viewer.id === facts.playerId) return;
  await assertCanSeePlayer(db, viewer, facts.playerId, MESSAGES.applicationNotFound);
}

/** 403 unless the caller sent the application: withdrawing and answering a trial are the player's alone. */
export function assertApplicant(viewer: Member, facts: ApplicationFacts): void {
  if (viewer.id !== facts.playerId) throw new AppError('FORBIDDEN');
  assertPostShownToApplicant(viewer, facts);
}

/**
 * 404 to a minor whose application's post holds contact details (decision 042): the post, and so
 * the application that quotes it, is never shown to a minor, as in their list of applications.
 */
export function assertPostShownToApplicant(viewer: Member, facts: ApplicationFacts): void {
  if (viewer.id === facts.playerId && viewer.isMinor && facts.postHasContactDetails) {
    throw new AppError('NOT_FOUND', MESSAGES.applicationNotFound);
  }
}

/** An application whose post was deleted, hidden or closed cannot be changed any more (docs/product.md#applications: 409). */
export function assertPostLive(facts: ApplicationFacts): void {
  if (facts.postStatus === 'Deleted' || facts.postHidden) throw new AppError('CONFLICT', APPLICATION_MESSAGES.postGone);
  if (facts.postStatus === 'Closed') throw new AppError('CONFLICT', APPLICATION_MESSAGES.postClosed);
}

/** A post's description as a notification quotes it. */
export function shortened(text: string): string {
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}
