import type { TAccountExport } from '@scouting/contract/schemas/account-export';
import { aliasedTable, and, asc, eq, ne } from 'drizzle-orm';
import {
  applicationStatusHistory,
  applications,
  applicationVideos,
  files,
  members,
  opportunities,
  starredApplications,
  trialInvitations,
  videos,
} from '../../db/schema/index.ts';
import { EXPORT_ROWS, type ExportReader, iso, isoOrNull } from '../../platform/account-export/export-values.ts';

type PosterSteps = Omit<TAccountExport['posted'], 'opportunities'>;

/** A member's applications in their data export, each with its status history and chosen clips. */
async function asApplicant({ db, member, cut }: ExportReader): Promise<TAccountExport['applications']> {
  const rows = await db
    .select({
      id: applications.id,
      opportunityId: applications.opportunityId,
      opportunity: opportunities.description,
      introduction: applications.introduction,
      profileLink: applications.profileLink,
      cvFileName: files.originalName,
      status: applications.status,
      appliedAt: applications.appliedAt,
    })
    .from(applications)
    .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
    .leftJoin(files, eq(files.id, applications.cvFileId))
    .where(eq(applications.playerId, member.id))
    .orderBy(asc(applications.id))
    .limit(EXPORT_ROWS);
  const history = await db
    .select({
      applicationId: applicationStatusHistory.applicationId,
      status: applicationStatusHistory.status,
      message: applicationStatusHistory.message,
      changedAt: applicationStatusHistory.changedAt,
    })
    .from(applicationStatusHistory)
    .innerJoin(applications, eq(applications.id, applicationStatusHistory.applicationId))
    .where(eq(applications.playerId, member.id))
    .orderBy(asc(applicationStatusHistory.id));
  // The clips each application put first (decision 068), by title, in their order.
  const chosenClips = await db
    .select({ applicationId: applicationVideos.applicationId, videoId: videos.id, title: videos.title })
    .from(applicationVideos)
    .innerJoin(applications, eq(applications.id, applicationVideos.applicationId))
    .innerJoin(videos, eq(videos.id, applicationVideos.videoId))
    .where(eq(applications.playerId, member.id))
    .orderBy(asc(applicationVideos.applicationId), asc(applicationVideos.position));
  const historyByApplication = Map.groupBy(history, (row) => row.applicationId);
  return cut('applications', rows).map((row) => ({
    ...row,
    appliedAt: iso(row.appliedAt),
    statusHistory: (historyByApplication.get(row.id) ?? []).map((change) => ({
      status: change.status,
      message: change.message,
      changedAt: iso(change.changedAt),
    })),
    videos: chosenClips
      .filter((clip) => clip.applicationId === row.id)
      .map((clip) => ({ id: clip.videoId, title: clip.title })),
  }));
}

/**
 * What a poster did with applications to their posts: the ones they starred, the status changes
 * they made with the messages they wrote, and the trials they invited to; applicants by name. The
 * applicant's own steps (submitting, withdrawing) are in the applicant's applications.
 */
async function asPoster({ db, member, cut }: ExportReader): Promise<PosterSteps> {
  const applicant = aliasedTable(members, 'applicant');
  const stars = await db
    .select({
      applicationId: starredApplications.applicationId,
      playerName: applicant.fullName,
      opportunity: opportunities.description,
      starredAt: starredApplications.createdAt,
    })
    .from(starredApplications)
    .innerJoin(applications, eq(applications.id, starredApplications.applicationId))
    .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
    .innerJoin(applicant, eq(applicant.id, applications.playerId))
    .where(eq(starredApplications.agentId, member.id))
    .orderBy(asc(starredApplications.createdAt), asc(starredApplications.applicationId))
    .limit(EXPORT_ROWS);
  const statusChanges = await db
    .select({
      applicationId: applicationStatusHistory.applicationId,
      playerName: applicant.fullName,
      status: applicationStatusHistory.status,
      message: applicationStatusHistory.message,
      trialStartsAt: applicationStatusHistory.trialStartsAt,
      changedAt: applicationStatusHistory.changedAt,
    })
    .from(applicationStatusHistory)
    .innerJoin(applications, eq(applications.id, applicationStatusHistory.applicationId))
    .innerJoin(applicant, eq(applicant.id, applications.playerId))
    .where(and(eq(applicationStatusHistory.changedBy, member.id), ne(applications.playerId, member.id)))
    .orderBy(asc(applicationStatusHistory.id))
    .limit(EXPORT_ROWS);
  const trials = await db
    .select({
      applicationId: trialInvitations.applicationId,
      playerName: applicant.fullName,
      startsAt: trialInvitations.startsAt,
      venue: trialInvitations.venue,
      details: trialInvitations.details,
      answer: trialInvitations.answer,
      answeredAt: trialInvitations.answeredAt,
      invitedAt: trialInvitations.invitedAt,
    })
    .from(trialInvitations)
    .innerJoin(applications, eq(applications.id, trialInvitations.applicationId))
    .innerJoin(applicant, eq(applicant.id, applications.playerId))
    .where(eq(trialInvitations.invitedBy, member.id))
    .orderBy(asc(trialInvitations.invitedAt), asc(trialInvitations.applicationId))
    .limit(EXPORT_ROWS);
  return {
    starredApplications: cut('starredApplications', stars).map((row) => ({ ...row, starredAt: iso(row.starredAt) })),
    statusChanges: cut('statusChanges', statusChanges).map((row) => ({ ...row, changedAt: iso(row.changedAt) })),
    trialInvitations: cut('trialInvitations', trials).map((row) => ({
      ...row,
      startsAt: iso(row.startsAt),
      answeredAt: isoOrNull(row.answeredAt),
      invitedAt: iso(row.invitedAt),
    })),
  };
}

/** A member's applications, as the applicant and as the poster, in their data export (docs/product.md#deleting-an-account). */
export async function exportApplications(
  reader: ExportReader,
): Promise<{ applications: TAccountExport['applications']; posted: PosterSteps }> {
  return { applications: await asApplicant(reader), posted: await asPoster(reader) };
}
