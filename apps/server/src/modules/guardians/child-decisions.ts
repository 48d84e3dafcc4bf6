import { ACCOUNT_DATA_MESSAGES, DELETED_MEMBER_NAME } from '@scouting/contract/account-data';
import { MESSAGES } from '@scouting/contract/messages';
import { PITCH_MESSAGES } from '@scouting/contract/pitches';
import type { TAccountExport } from '@scouting/contract/schemas/account-export';
import { and, eq } from 'drizzle-orm';
import type { Auth } from '../../auth/auth.ts';
import { loadMember, type Member } from '../../auth/caller.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { members, players, videos } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { confirmIdentity } from '../account-data/confirm-identity.ts';
import { afterErasure, type DeletionDeps } from '../account-data/delete-account.ts';
import { eraseMember } from '../account-data/erase-member.ts';
import { exportAccount } from '../account-data/export-account.ts';
import { loadApplicationFacts } from '../applications/application-facts.ts';
import { recordTrialAnswer } from '../applications/trial-invitation.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { lockPitch, recordPitchTrialAnswer } from '../pitches/pitch-trial.ts';
import { findGuardianLinkOf } from '../safeguarding/guardians/guardian-links.ts';
import { notYourChild } from './children.ts';

type Parent = { id: number; fullName: string };

/** The child, locked for the decision, when the caller is their guardian; 404 for anyone else's. */
async function guardedChild(tx: DbOrTx, parentId: number, childId: number) {
  if (!(await findGuardianLinkOf(tx, parentId, childId))) throw notYourChild();
  const [child] = await tx
    .select({
      id: members.id,
      fullName: members.fullName,
      authUserId: members.authUserId,
      consent: players.parentConsent,
      deletedAt: members.deletedAt,
    })
    .from(members)
    .innerJoin(players, eq(players.memberId, members.id))
    .where(eq(members.id, childId))
    .for('update', { of: members });
  if (!child || child.deletedAt) throw notYourChild();
  return child;
}

/**
 * POST /api/guardian/children/{childId}/videos/{videoId}/hide (docs/product.md#parents): the guardian hides a video
 * of their child as the owner would (docs/product.md#videos-and-ratings): it leaves the profile, the pool and the
 * ratings for everyone else, and the child still sees it, marked. Showing it again stays the child's
 * choice. Hiding a hidden video changes nothing and answers the same.
 */
export async function hideChildVideo(
  db: Database,
  parent: Parent,
  childId: number,
  videoId: number,
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const child = await guardedChild(tx, parent.id, childId);
    const [video] = await tx
      .select({ title: videos.title, hidden: videos.hidden })
      .from(videos)
      .where(and(eq(videos.id, videoId), eq(videos.playerId, childId)))
      .for('update')
      .limit(1);
    if (!video) throw new AppError('NOT_FOUND', MESSAGES.guardianVideoNotFound);
    if (!video.hidden) {
      await tx.update(videos).set({ hidden: true }).where(eq(videos.id, videoId));
      await recordAudit(tx, {
        actor: parent,
        action: 'video.hidden',
        subject: { id: child.id, fullName: child.fullName },
        target: { type: 'video', id: videoId },
        details: { title: video.title, by: 'guardian' },
      });
    }
    return { message: MESSAGES.guardianVideoHidden };
  });
}

/**
 * POST /api/guardian/children/{childId}/trial-invitations/{applicationId}/decline (docs/product.md#parents): the
 * guardian declines a trial invitation on the child's behalf, under the rules of the player's own
 * answer (a pending invitation on an application still invited to the trial, a live post), and the
 * poster is told as when the player declines.
 */
export async function declineTrialForChild(
  db: Database,
  parent: Parent,
  childId: number,
  applicationId: number,
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const child = await guardedChild(tx, parent.id, childId);
    const facts = await loadApplicationFacts(tx, applicationId, true).catch(() => null);
    if (!facts || facts.playerId !== childId) throw new AppError('NOT_FOUND', MESSAGES.guardianTrialNotFound);
    await recordTrialAnswer(tx, facts, 'decline');
    await recordAudit(tx, {
      actor: parent,
      action: 'trial.declined_by_guardian',
      subject: { id: child.id, fullName: child.fullName },
      target: { type: 'application', id: applicationId },
    });
    return { message: MESSAGES.guardianTrialDeclined };
  });
}

/**
 * POST /api/guardian/children/{childId}/pitch-trials/{pitchId}/decline (docs/product.md#parents): the
 * guardian declines the trial a club offered on a pitch of the child, as they decline an
 * application's: under the rules of the child's own answer (a pending invitation), the club and the
 * agent told as when the child declines, on the audit log with the guardian as actor.
 */
export async function declinePitchTrialForChild(
  db: Database,
  parent: Parent,
  childId: number,
  pitchId: number,
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const child = await guardedChild(tx, parent.id, childId);
    const pitch = await lockPitch(tx, pitchId);
    if (!pitch || pitch.playerId !== childId) throw new AppError('NOT_FOUND', PITCH_MESSAGES.guardianTrialNotFound);
    await recordPitchTrialAnswer(tx, pitch, 'decline');
    await recordAudit(tx, {
      actor: parent,
      action: 'trial.declined_by_guardian',
      subject: { id: child.id, fullName: child.fullName },
      target: { type: 'pitch', id: pitchId },
    });
    return { message: PITCH_MESSAGES.guardianTrialDeclined };
  });
}

/**
 * POST /api/guardian/children/{childId}/data-export (docs/product.md#parents, GDPR Art. 15 exercised by the holder
 * of parental responsibility): the child's data exactly as the child's own 'Download my data' builds
 * it, delivered to the guardian the same way, as a JSON attachment. On the audit log with the
 * guardian as actor, so the admins (and the child's export) show who asked.
 */
export async function exportChildData(db: Database, parent: Parent, childId: number): Promise<TAccountExport> {
  const child = await guardedChild(db, parent.id, childId);
  const member: Member | null = await loadMember(db, childId);
  if (!member || !child.authUserId) throw notYourChild();
  const data = await exportAccount(db, member, child.authUserId);
  await recordAudit(db, {
    actor: parent,
    action: 'account.exported_by_guardian',
    subject: { id: child.id, fullName: child.fullName },
    target: { type: 'member', id: child.id },
  });
  return data;
}

/**
 * POST /api/guardian/children/{childId}/delete (docs/product.md#deleting-an-account, the UK Children's Code): the
 * guardian deletes the child's account from the dashboard. The rules of the mailed link
 * (account-data/delete-child.ts): the parent has answered the consent request (confirmed, or refused
 * and wants the account closed); and, signed in, the parent's own password (and code) again, as for
 * deleting their own account, so a session left open cannot erase a child.
 */
export async function deleteChildFromDashboard(
  deps: DeletionDeps & { auth: Auth },
  parent: Parent,
  userId: string,
  childId: number,
  input: { password: string; code?: string | undefined },
): Promise<{ message: string }> {
  // A wrong password says so before anything else, without telling whose child this is.
  if (!(await findGuardianLinkOf(deps.db, parent.id, childId))) throw notYourChild();
  await confirmIdentity(deps, userId, input, {
    wrongPassword: MESSAGES.guardianWrongPassword,
  });
  const erased = await deps.db.transaction(async (tx) => {
    const child = await guardedChild(tx, parent.id, childId);
    if (child.consent !== 'confirmed' && child.consent !== 'refused') {
      throw new AppError('FORBIDDEN', MESSAGES.guardianDeleteNotAllowed);
    }
    const result = await eraseMember(tx, childId);
    await recordAudit(tx, {
      actor: parent,
      action: 'account.deleted_by_parent',
      subject: { id: childId, fullName: DELETED_MEMBER_NAME },
    });
    return result;
  });
  await afterErasure(deps, erased);
  return { message: ACCOUNT_DATA_MESSAGES.childAccountDeleted };
}
