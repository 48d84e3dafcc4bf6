import type { TAccountExport } from '@scouting/contract';
import { aliasedTable, and, asc, count, eq, inArray, or } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import {
  agentProfileViews,
  agentVerificationRequests,
  careerConfirmationRequests,
  careerEntries,
  clubNeeds,
  clubVerificationRequests,
  files,
  members,
  notifications,
  players,
  pushSubscriptions,
  reports,
  savedSearches,
  shortlistEntries,
  shortlists,
  transfermarktApplications,
  transfermarktClubHistory,
  underageMessageRequests,
  videoMoments,
  videoRatings,
  videos,
} from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { EXPORT_ROWS, iso, isoOrNull, sectionCuts } from '../../platform/account-export/export-values.ts';
import { exportApplications } from '../applications/export-applications.ts';
import { readCareer } from '../career/get-career.ts';
import { exportFiles } from '../files/export-files.ts';
import { exportIdentity } from '../identity/export-identity.ts';
import { exportMessages } from '../messaging/export-messages.ts';
import { readPreferences } from '../notifications/preferences.ts';
import { exportOpportunities } from '../opportunities/export-opportunities.ts';
import { exportPitches } from '../pitches/export-pitches.ts';
import { exportProfile } from '../profiles/export-profile.ts';
import { ownReferences } from '../references/player-references.ts';
import { exportRepresentation } from '../representation/export-representation.ts';
import { exportGuardianLinks } from '../safeguarding/guardians/export-guardian-links.ts';
import { exportScoutReports } from '../scout-reports/export-reports.ts';

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

    const uploaded = cut(
      'uploadedVideos',
      await tx
        .select({
          id: videos.id,
          title: videos.title,
          status: videos.status,
          failureReason: videos.failureReason,
          hidden: videos.hidden,
          durationSeconds: videos.durationSeconds,
          bytes: videos.bytes,
          uploadedAt: videos.createdAt,
        })
        .from(videos)
        .where(and(eq(videos.playerId, member.id), eq(videos.source, 'upload')))
        .orderBy(asc(videos.id))
        .limit(EXPORT_ROWS),
    );

    const ratings = cut(
      'ratingsGiven',
      await tx
        .select({
          videoId: videoRatings.videoId,
          videoTitle: videos.title,
          rating: videoRatings.rating,
          ratedAt: videoRatings.updatedAt,
        })
        .from(videoRatings)
        .innerJoin(videos, eq(videos.id, videoRatings.videoId))
        .where(eq(videoRatings.viewerId, member.id))
        .orderBy(asc(videoRatings.createdAt))
        .limit(EXPORT_ROWS),
    );

    const career = await readCareer(tx, member.id);
    // A player keeps at most REFERENCE_MAX_PER_PLAYER references: the list is whole.
    const { references } = await ownReferences(tx, member.id);
    const confirmations = cut(
      'confirmationRequests',
      await tx
        .select({
          entryId: careerConfirmationRequests.entryId,
          club: careerEntries.club,
          coachName: careerConfirmationRequests.coachName,
          coachEmail: careerConfirmationRequests.coachEmail,
          coachRole: careerConfirmationRequests.coachRole,
          answer: careerConfirmationRequests.answer,
          askedAt: careerConfirmationRequests.createdAt,
          expiresAt: careerConfirmationRequests.expiresAt,
          answeredAt: careerConfirmationRequests.answeredAt,
          correction: careerConfirmationRequests.correction,
          correctionDecision: careerConfirmationRequests.correctionDecision,
        })
        .from(careerConfirmationRequests)
        .innerJoin(careerEntries, eq(careerEntries.id, careerConfirmationRequests.entryId))
        .where(eq(careerConfirmationRequests.playerId, member.id))
        .orderBy(asc(careerConfirmationRequests.id))
        .limit(EXPORT_ROWS),
    );

    const moments = cut(
      'videoMoments',
      await tx
        .select({
          videoId: videoMoments.videoId,
          videoTitle: videos.title,
          atSeconds: videoMoments.atSeconds,
          endSeconds: videoMoments.endSeconds,
          tag: videoMoments.tag,
          note: videoMoments.note,
          createdAt: videoMoments.createdAt,
        })
        .from(videoMoments)
        .innerJoin(videos, eq(videos.id, videoMoments.videoId))
        .where(eq(videos.playerId, member.id))
        .orderBy(asc(videoMoments.videoId), asc(videoMoments.atSeconds), asc(videoMoments.id))
        .limit(EXPORT_ROWS),
    );

    const lists = await tx
      .select({ id: shortlists.id, name: shortlists.name, createdAt: shortlists.createdAt })
      .from(shortlists)
      .where(eq(shortlists.ownerId, member.id))
      .orderBy(asc(shortlists.position));
    const entries = cut(
      'shortlists',
      await tx
        .select({
          shortlistId: shortlistEntries.shortlistId,
          playerName: members.fullName,
          note: shortlistEntries.note,
          savedAt: shortlistEntries.createdAt,
        })
        .from(shortlistEntries)
        .innerJoin(shortlists, eq(shortlists.id, shortlistEntries.shortlistId))
        .innerJoin(members, eq(members.id, shortlistEntries.playerId))
        .where(eq(shortlists.ownerId, member.id))
        .orderBy(asc(shortlistEntries.id))
        .limit(EXPORT_ROWS),
    );

    const searches = await tx
      .select({ name: savedSearches.name, filters: savedSearches.filters, createdAt: savedSearches.createdAt })
      .from(savedSearches)
      .where(eq(savedSearches.memberId, member.id))
      .orderBy(asc(savedSearches.id));
    const devices = await tx
      .select({
        endpoint: pushSubscriptions.endpoint,
        createdAt: pushSubscriptions.createdAt,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.memberId, member.id))
      .orderBy(asc(pushSubscriptions.id));

    // How their notifications reach them (decision 031); the defaults when they never chose.
    const notificationPreferences = await readPreferences(tx, member.id);
    // Who opened an agent's profile is the viewer's data: the agent gets the count only.
    const viewsOpened = cut(
      'agentProfileViews',
      await tx
        .select({ agentId: agentProfileViews.agentId, viewedAt: agentProfileViews.viewedAt })
        .from(agentProfileViews)
        .where(eq(agentProfileViews.viewerId, member.id))
        .orderBy(asc(agentProfileViews.id))
        .limit(EXPORT_ROWS),
    );
    const [viewsReceived] = await tx
      .select({ value: count() })
      .from(agentProfileViews)
      .where(eq(agentProfileViews.agentId, member.id));

    const bell = cut(
      'notifications',
      await tx
        .select({
          type: notifications.type,
          message: notifications.message,
          link: notifications.link,
          isRead: notifications.isRead,
          createdAt: notifications.createdAt,
        })
        .from(notifications)
        .where(eq(notifications.memberId, member.id))
        .orderBy(asc(notifications.id))
        .limit(EXPORT_ROWS),
    );

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

    const entriesByList = Map.groupBy(entries, (row) => row.shortlistId);
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
      uploadedVideos: uploaded.map((row) => ({
        ...row,
        uploadedAt: iso(row.uploadedAt),
      })),
      ratingsGiven: ratings.map((row) => ({ ...row, ratedAt: iso(row.ratedAt) })),
      career,
      references,
      confirmationRequests: confirmations.map(({ answer, ...row }) => ({
        ...row,
        status: answer ?? (row.expiresAt.getTime() < Date.now() ? 'expired' : 'pending'),
        askedAt: iso(row.askedAt),
        expiresAt: iso(row.expiresAt),
        answeredAt: isoOrNull(row.answeredAt),
      })),
      videoMoments: moments.map((row) => ({
        ...row,
        createdAt: iso(row.createdAt),
      })),
      shortlists: lists.map((list) => ({
        name: list.name,
        createdAt: iso(list.createdAt),
        entries: (entriesByList.get(list.id) ?? []).map((entry) => ({
          playerName: entry.playerName,
          note: entry.note,
          savedAt: iso(entry.savedAt),
        })),
      })),
      favourites: opportunities.favourites,
      savedSearches: searches.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
      savedPostSearches: opportunities.savedPostSearches,
      pushSubscriptions: devices.map((row) => ({
        endpoint: row.endpoint,
        createdAt: iso(row.createdAt),
      })),
      notificationPreferences,
      agentProfileViews: {
        opened: viewsOpened.map((row) => ({
          agentId: row.agentId,
          viewedAt: iso(row.viewedAt),
        })),
        receivedCount: viewsReceived?.value ?? 0,
      },
      notifications: bell.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
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
