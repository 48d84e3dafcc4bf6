import type { TAccountExport } from '@scouting/contract';
import { aliasedTable, asc, eq, inArray, or } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import {
  agentVerificationRequests,
  clubNeeds,
  clubVerificationRequests,
  files,
  members,
  players,
  reports,
  transfermarktApplications,
  transfermarktClubHistory,
  underageMessageRequests,
} from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { EXPORT_ROWS, iso, isoOrNull, sectionCuts } from '../../platform/account-export/export-values.ts';
import { exportProfileViews } from '../agent-oversight/export-profile-views.ts';
import { exportApplications } from '../applications/export-applications.ts';
import { exportCareer } from '../career/export-career.ts';
import { exportFiles } from '../files/export-files.ts';
import { exportIdentity } from '../identity/export-identity.ts';
import { exportMessages } from '../messaging/export-messages.ts';
import { exportNotifications } from '../notifications/export-notifications.ts';
import { exportOpportunities } from '../opportunities/export-opportunities.ts';
import { exportPitches } from '../pitches/export-pitches.ts';
import { exportProfile } from '../profiles/export-profile.ts';
import { exportPushSubscriptions } from '../push/export-push-subscriptions.ts';
import { exportReferences } from '../references/export-references.ts';
import { exportRepresentation } from '../representation/export-representation.ts';
import { exportGuardianLinks } from '../safeguarding/guardians/export-guardian-links.ts';
import { exportScoutReports } from '../scout-reports/export-reports.ts';
import { exportSavedSearches } from '../search/export-saved-searches.ts';
import { exportShortlists } from '../shortlists/export-shortlists.ts';
import { exportVideos } from '../videos/export-videos.ts';

/**
 * GET /api/account/export (docs/product.md#deleting-an-account, GDPR Art. 15 and 20): everything held about the acting member,
 * read in one transaction with a fixed number of set-based queries (one per section, none per row).
 * Never the password hash, the two-factor secret, session tokens or another member's private data:
 * other people appear by name only ("Deleted member" once they deleted their account).
 */
export async function exportAccount(db: Database, member: Member, userId: string): Promise<TAccountExport> {
  return db.transaction(async (tx) => {
    const { cut, truncated } = sectionCuts();
    const reader = { db: tx, member, userId, cut };
    const account = await exportIdentity(reader);
    const profile = await exportProfile(reader);
    if (!account || !profile) throw new AppError('NOT_FOUND');
    const ownFiles = await exportFiles(reader);

    const applications = await exportApplications(reader);
    const opportunities = await exportOpportunities(reader);
    const messages = await exportMessages(reader);

    const videos = await exportVideos(reader);
    const career = await exportCareer(reader);
    const references = await exportReferences(reader);
    const shortlists = await exportShortlists(reader);
    const savedSearches = await exportSavedSearches(reader);
    const pushSubscriptions = await exportPushSubscriptions(reader);
    const notifications = await exportNotifications(reader);
    const agentProfileViews = await exportProfileViews(reader);

    const transfermarkt = await tx
      .select()
      .from(transfermarktApplications)
      .where(eq(transfermarktApplications.playerId, member.id))
      .orderBy(asc(transfermarktApplications.id));
    const clubHistory = transfermarkt.length
      ? await tx
          .select()
          .from(transfermarktClubHistory)
          .where(
            inArray(
              transfermarktClubHistory.applicationId,
              transfermarkt.map((row) => row.id),
            ),
          )
          .orderBy(asc(transfermarktClubHistory.applicationId), asc(transfermarktClubHistory.position))
      : [];

    const licenseFile = aliasedTable(files, 'license_file');
    const idFile = aliasedTable(files, 'id_file');
    const verification = await tx
      .select({
        request: agentVerificationRequests,
        licenseFileName: licenseFile.originalName,
        idFileName: idFile.originalName,
      })
      .from(agentVerificationRequests)
      .leftJoin(licenseFile, eq(licenseFile.id, agentVerificationRequests.licenseFileId))
      .leftJoin(idFile, eq(idFile.id, agentVerificationRequests.idFileId))
      .where(eq(agentVerificationRequests.agentId, member.id))
      .orderBy(asc(agentVerificationRequests.id));

    const [consent] =
      member.role === 'Player'
        ? await tx
            .select({
              parentEmail: players.parentEmail,
              state: players.parentConsent,
              answeredAt: players.parentConsentAt,
            })
            .from(players)
            .where(eq(players.memberId, member.id))
        : [];

    const agent = aliasedTable(members, 'agent');
    const player = aliasedTable(members, 'player');
    const underage = cut(
      'underageMessageRequests',
      await tx
        .select({
          id: underageMessageRequests.id,
          agentId: underageMessageRequests.agentId,
          agentName: agent.fullName,
          playerName: player.fullName,
          message: underageMessageRequests.message,
          status: underageMessageRequests.status,
          createdAt: underageMessageRequests.createdAt,
          approvedAt: underageMessageRequests.approvedAt,
          revokedAt: underageMessageRequests.revokedAt,
        })
        .from(underageMessageRequests)
        .innerJoin(agent, eq(agent.id, underageMessageRequests.agentId))
        .innerJoin(player, eq(player.id, underageMessageRequests.playerId))
        .where(or(eq(underageMessageRequests.playerId, member.id), eq(underageMessageRequests.agentId, member.id)))
        .orderBy(asc(underageMessageRequests.id))
        .limit(EXPORT_ROWS),
    );

    const subject = aliasedTable(members, 'subject');
    const reportsMade = cut(
      'reportsMade',
      await tx
        .select({
          id: reports.id,
          subjectType: reports.subjectType,
          subjectName: subject.fullName,
          reason: reports.reason,
          details: reports.details,
          status: reports.status,
          createdAt: reports.createdAt,
        })
        .from(reports)
        .innerJoin(subject, eq(subject.id, reports.subjectMemberId))
        .where(eq(reports.reporterId, member.id))
        .orderBy(asc(reports.id))
        .limit(EXPORT_ROWS),
    );

    const representation = await exportRepresentation(reader);
    const scoutReports = await exportScoutReports(reader);
    const clubDocument = aliasedTable(files, 'club_document');
    const clubVerification = await tx
      .select({ request: clubVerificationRequests, documentFileName: clubDocument.originalName })
      .from(clubVerificationRequests)
      .leftJoin(clubDocument, eq(clubDocument.id, clubVerificationRequests.documentFileId))
      .where(eq(clubVerificationRequests.clubId, member.id))
      .orderBy(asc(clubVerificationRequests.id));
    const ownNeeds = cut(
      'clubNeeds',
      await tx
        .select()
        .from(clubNeeds)
        .where(eq(clubNeeds.clubId, member.id))
        .orderBy(asc(clubNeeds.id))
        .limit(EXPORT_ROWS),
    );
    const guardianLinks = await exportGuardianLinks(reader);
    const ownPitches = await exportPitches(reader);

    const clubsByApplication = Map.groupBy(clubHistory, (row) => row.applicationId);

    return {
      exportedAt: iso(new Date()),
      truncated: truncated(),
      account,
      profile,
      files: ownFiles,
      applications: applications.applications,
      messages,
      posted: { opportunities: opportunities.posted, ...applications.posted },
      uploadedVideos: videos.uploadedVideos,
      ratingsGiven: videos.ratingsGiven,
      career: career.career,
      references,
      confirmationRequests: career.confirmationRequests,
      videoMoments: videos.videoMoments,
      shortlists,
      favourites: opportunities.favourites,
      savedSearches,
      savedPostSearches: opportunities.savedPostSearches,
      pushSubscriptions,
      notificationPreferences: notifications.notificationPreferences,
      agentProfileViews,
      notifications: notifications.notifications,
      transfermarktApplications: transfermarkt.map(
        ({ id, status, rejectionReason, createdAt, reviewedAt, playerId: _, ...details }) => ({
          id,
          status,
          rejectionReason,
          createdAt: iso(createdAt),
          reviewedAt: isoOrNull(reviewedAt),
          details,
          clubHistory: (clubsByApplication.get(id) ?? []).map(({ id: _id, applicationId: _app, ...club }) => club),
        }),
      ),
      verificationRequests: verification.map(({ request, licenseFileName, idFileName }) => ({
        id: request.id,
        fullName: request.fullName,
        licenseNumber: request.licenseNumber,
        issuingBody: request.issuingBody,
        agencyName: request.agencyName,
        agencyWebsite: request.agencyWebsite,
        licenseFileName,
        idFileName,
        reviewed: request.reviewed,
        approved: request.approved,
        rejectionReason: request.rejectionReason,
        createdAt: iso(request.createdAt),
        reviewedAt: isoOrNull(request.reviewedAt),
      })),
      safeguarding: {
        parentalConsent: consent?.parentEmail
          ? { parentEmail: consent.parentEmail, state: consent.state, answeredAt: isoOrNull(consent.answeredAt) }
          : null,
        // The minor's e-mail and birth date copied onto a request stay out of the agent's export, and
        // the agent's words, written for the admins who review the request, out of the minor's.
        underageMessageRequests: underage.map(({ agentId, ...row }) => ({
          ...row,
          message: agentId === member.id ? row.message : null,
          relation: agentId === member.id ? ('made by me' as const) : ('about me' as const),
          createdAt: iso(row.createdAt),
          approvedAt: isoOrNull(row.approvedAt),
          revokedAt: isoOrNull(row.revokedAt),
        })),
        reportsMade: reportsMade.map((row) => ({
          ...row,
          createdAt: iso(row.createdAt),
        })),
      },
      scoutReports,
      representation,
      pitches: ownPitches,
      club: {
        verificationRequests: clubVerification.map(({ request, documentFileName }) => ({
          id: request.id,
          federation: request.federation,
          registrationNumber: request.registrationNumber,
          documentFileName,
          status: request.status,
          reason: request.reason,
          createdAt: iso(request.createdAt),
          reviewedAt: isoOrNull(request.reviewedAt),
        })),
        needs: ownNeeds.map(({ closedBy: _closedBy, ...need }) => ({
          ...need,
          closedAt: isoOrNull(need.closedAt),
          createdAt: iso(need.createdAt),
          updatedAt: iso(need.updatedAt),
        })),
      },
      guardianLinks,
    };
  });
}
