import { ACCOUNT_EXPORT_SECTION_LIMIT } from '@scouting/contract/account-export';
import type { TAccountExport } from '@scouting/contract/schemas/account-export';
import { aliasedTable, and, asc, count, eq, getTableColumns, inArray, ne, or, sql } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import type { Database, Transaction } from '../../db/client.ts';
import {
  accountLanguages,
  agentProfileViews,
  agents,
  agentVerificationRequests,
  applicationStatusHistory,
  applications,
  applicationVideos,
  careerConfirmationRequests,
  careerEntries,
  clubNeeds,
  clubs,
  clubVerificationRequests,
  conversations,
  files,
  members,
  messages,
  notifications,
  opportunities,
  opportunityFavourites,
  players,
  pushSubscriptions,
  reports,
  savedPostSearches,
  savedSearches,
  scouts,
  shortlistEntries,
  shortlists,
  starredApplications,
  transfermarktApplications,
  transfermarktClubHistory,
  trialInvitations,
  underageMessageRequests,
  user,
  videoMoments,
  videoRatings,
  videos,
} from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { readCareer } from '../career/get-career.ts';
import { readPreferences } from '../notifications/preferences.ts';
import { exportPitches } from '../pitches/export-pitches.ts';
import { ownReferences } from '../references/player-references.ts';
import { exportRepresentation } from '../representation/export-representation.ts';
import { exportGuardianLinks } from '../safeguarding/guardians/export-guardian-links.ts';
import { exportScoutReports } from '../scout-reports/export-reports.ts';

const LIMIT = ACCOUNT_EXPORT_SECTION_LIMIT;
const iso = (value: Date) => value.toISOString();
const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

/** Columns that are ours to compute (search text, totals), not data the member gave. */
const { searchText: _s, videoCount: _v, averageRating: _a, memberId: _p, ...playerColumns } = getTableColumns(players);
const { memberId: _ag, ...agentColumns } = getTableColumns(agents);
const { memberId: _sc, ...scoutColumns } = getTableColumns(scouts);
const { memberId: _cl, ...clubColumns } = getTableColumns(clubs);

/**
 * Keeps at most LIMIT rows of a section and notes the section when it had more: every query asks
 * for LIMIT + 1, so the export is bounded and never silently incomplete.
 */
function capped<T>(truncated: string[], section: string, rows: T[]): T[] {
  if (rows.length <= LIMIT) return rows;
  truncated.push(section);
  return rows.slice(0, LIMIT);
}

async function roleDetails(tx: Transaction, member: Member): Promise<Record<string, unknown> | null> {
  const by = (table: typeof players | typeof agents | typeof scouts | typeof clubs) => eq(table.memberId, member.id);
  switch (member.role) {
    case 'Player':
      return (await tx.select(playerColumns).from(players).where(by(players)))[0] ?? null;
    case 'Agent':
      return (await tx.select(agentColumns).from(agents).where(by(agents)))[0] ?? null;
    case 'Scout':
      return (await tx.select(scoutColumns).from(scouts).where(by(scouts)))[0] ?? null;
    case 'Club':
      return (await tx.select(clubColumns).from(clubs).where(by(clubs)))[0] ?? null;
    default:
      return null;
  }
}

/**
 * GET /api/account/export (docs/product.md#deleting-an-account, GDPR Art. 15 and 20): everything held about the acting member,
 * read in one transaction with a fixed number of set-based queries (one per section, none per row).
 * Never the password hash, the two-factor secret, session tokens or another member's private data:
 * other people appear by name only ("Deleted member" once they deleted their account).
 */
export async function exportAccount(db: Database, member: Member, userId: string): Promise<TAccountExport> {
  return db.transaction(async (tx) => {
    const truncated: string[] = [];
    const [account] = await tx
      .select({
        email: user.email,
        createdAt: user.createdAt,
        emailVerified: user.emailVerified,
        twoFactorEnabled: user.twoFactorEnabled,
        language: accountLanguages.language,
      })
      .from(user)
      .leftJoin(accountLanguages, eq(accountLanguages.userId, user.id))
      .where(eq(user.id, userId));
    const [memberRow] = await tx.select().from(members).where(eq(members.id, member.id));
    if (!account || !memberRow) throw new AppError('NOT_FOUND');

    const ownFiles = await tx
      .select()
      .from(files)
      .where(eq(files.ownerId, member.id))
      .orderBy(asc(files.createdAt))
      .limit(LIMIT + 1);

    const applicationRows = await tx
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
      .limit(LIMIT + 1);
    const history = await tx
      .select({
        applicationId: applicationStatusHistory.applicationId,
        status: applicationStatusHistory.status,
        message: applicationStatusHistory.message,
        trialStartsAt: applicationStatusHistory.trialStartsAt,
        changedAt: applicationStatusHistory.changedAt,
      })
      .from(applicationStatusHistory)
      .innerJoin(applications, eq(applications.id, applicationStatusHistory.applicationId))
      .where(eq(applications.playerId, member.id))
      .orderBy(asc(applicationStatusHistory.id));
    // The clips each application put first (decision 068), by title, in their order.
    const chosenClips = await tx
      .select({ applicationId: applicationVideos.applicationId, videoId: videos.id, title: videos.title })
      .from(applicationVideos)
      .innerJoin(applications, eq(applications.id, applicationVideos.applicationId))
      .innerJoin(videos, eq(videos.id, applicationVideos.videoId))
      .where(eq(applications.playerId, member.id))
      .orderBy(asc(applicationVideos.applicationId), asc(applicationVideos.position));

    const partner = aliasedTable(members, 'partner');
    const messageRows = await tx
      .select({
        conversationId: messages.conversationId,
        partnerName: partner.fullName,
        senderId: messages.senderId,
        message: messages.message,
        hiddenAt: messages.hiddenAt,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .innerJoin(
        partner,
        eq(
          partner.id,
          sql`case when ${conversations.participant1Id} = ${member.id} then ${conversations.participant2Id} else ${conversations.participant1Id} end`,
        ),
      )
      .where(or(eq(conversations.participant1Id, member.id), eq(conversations.participant2Id, member.id)))
      .orderBy(asc(messages.id))
      .limit(LIMIT + 1);

    // What they did as a poster: their posts, stars, status moves with their messages, trials.
    const posts = await tx
      .select({
        id: opportunities.id,
        source: opportunities.source,
        description: opportunities.description,
        link: opportunities.link,
        country: opportunities.country,
        opportunityType: opportunities.opportunityType,
        city: opportunities.city,
        startsOn: opportunities.startsOn,
        endsOn: opportunities.endsOn,
        applyBy: opportunities.applyBy,
        status: opportunities.status,
        createdAt: opportunities.createdAt,
        updatedAt: opportunities.updatedAt,
      })
      .from(opportunities)
      .where(eq(opportunities.postedBy, member.id))
      .orderBy(asc(opportunities.id))
      .limit(LIMIT + 1);
    const applicant = aliasedTable(members, 'applicant');
    const stars = await tx
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
      .limit(LIMIT + 1);
    // The applicant's own steps (submitting, withdrawing) are in their applications above.
    const statusChanges = await tx
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
      .limit(LIMIT + 1);
    const trials = await tx
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
      .limit(LIMIT + 1);

    const uploaded = await tx
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
      .limit(LIMIT + 1);

    const ratings = await tx
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
      .limit(LIMIT + 1);

    const career = await readCareer(tx, member.id);
    // A player keeps at most REFERENCE_MAX_PER_PLAYER references: the list is whole.
    const { references } = await ownReferences(tx, member.id);
    const confirmations = await tx
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
      .limit(LIMIT + 1);

    const moments = await tx
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
      .limit(LIMIT + 1);

    const lists = await tx
      .select({ id: shortlists.id, name: shortlists.name, createdAt: shortlists.createdAt })
      .from(shortlists)
      .where(eq(shortlists.ownerId, member.id))
      .orderBy(asc(shortlists.position));
    const entries = await tx
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
      .limit(LIMIT + 1);

    const favourites = await tx
      .select({
        opportunityId: opportunityFavourites.opportunityId,
        opportunity: opportunities.description,
        savedAt: opportunityFavourites.createdAt,
      })
      .from(opportunityFavourites)
      .innerJoin(opportunities, eq(opportunities.id, opportunityFavourites.opportunityId))
      .where(eq(opportunityFavourites.playerId, member.id))
      .orderBy(asc(opportunityFavourites.id))
      .limit(LIMIT + 1);

    const searches = await tx
      .select({ name: savedSearches.name, filters: savedSearches.filters, createdAt: savedSearches.createdAt })
      .from(savedSearches)
      .where(eq(savedSearches.memberId, member.id))
      .orderBy(asc(savedSearches.id));
    const postSearches = await tx
      .select({
        name: savedPostSearches.name,
        filters: savedPostSearches.filters,
        createdAt: savedPostSearches.createdAt,
      })
      .from(savedPostSearches)
      .where(eq(savedPostSearches.memberId, member.id))
      .orderBy(asc(savedPostSearches.id));

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
    const viewsOpened = await tx
      .select({ agentId: agentProfileViews.agentId, viewedAt: agentProfileViews.viewedAt })
      .from(agentProfileViews)
      .where(eq(agentProfileViews.viewerId, member.id))
      .orderBy(asc(agentProfileViews.id))
      .limit(LIMIT + 1);
    const [viewsReceived] = await tx
      .select({ value: count() })
      .from(agentProfileViews)
      .where(eq(agentProfileViews.agentId, member.id));

    const bell = await tx
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
      .limit(LIMIT + 1);

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
    const underage = await tx
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
      .limit(LIMIT + 1);

    const subject = aliasedTable(members, 'subject');
    const reportsMade = await tx
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
      .limit(LIMIT + 1);

    const representation = await exportRepresentation(tx, member.id, LIMIT + 1);
    const scoutReports = await exportScoutReports(tx, member.id, LIMIT + 1);
    const clubDocument = aliasedTable(files, 'club_document');
    const clubVerification = await tx
      .select({ request: clubVerificationRequests, documentFileName: clubDocument.originalName })
      .from(clubVerificationRequests)
      .leftJoin(clubDocument, eq(clubDocument.id, clubVerificationRequests.documentFileId))
      .where(eq(clubVerificationRequests.clubId, member.id))
      .orderBy(asc(clubVerificationRequests.id));
    const ownNeeds = await tx
      .select()
      .from(clubNeeds)
      .where(eq(clubNeeds.clubId, member.id))
      .orderBy(asc(clubNeeds.id))
      .limit(LIMIT + 1);
    const guardianLinks = await exportGuardianLinks(tx, member.id);
    const ownPitches = await exportPitches(tx, member.id, LIMIT + 1);

    const historyByApplication = Map.groupBy(history, (row) => row.applicationId);
    const entriesByList = Map.groupBy(capped(truncated, 'shortlists', entries), (row) => row.shortlistId);
    const clubsByApplication = Map.groupBy(clubHistory, (row) => row.applicationId);

    return {
      exportedAt: iso(new Date()),
      truncated,
      account: {
        email: account.email,
        createdAt: iso(account.createdAt),
        emailVerified: account.emailVerified,
        twoFactorEnabled: account.twoFactorEnabled,
        language: account.language,
      },
      profile: {
        member: {
          id: memberRow.id,
          role: memberRow.role,
          fullName: memberRow.fullName,
          username: memberRow.username,
          dob: memberRow.dob,
          country: memberRow.country,
          createdAt: iso(memberRow.createdAt),
        },
        roleDetails: await roleDetails(tx, member),
      },
      files: capped(truncated, 'files', ownFiles).map((file) => ({
        id: file.id,
        kind: file.kind,
        fileName: file.originalName,
        contentType: file.contentType,
        size: file.size,
        createdAt: iso(file.createdAt),
      })),
      applications: capped(truncated, 'applications', applicationRows).map((row) => ({
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
      })),
      messages: capped(truncated, 'messages', messageRows).map((row) => ({
        conversationId: row.conversationId,
        partnerName: row.partnerName,
        direction: row.senderId === member.id ? ('sent' as const) : ('received' as const),
        // A message an admin hid after a report is kept for safeguarding, not handed out again.
        message: row.hiddenAt ? '' : row.message,
        createdAt: iso(row.createdAt),
      })),
      posted: {
        opportunities: capped(truncated, 'postedOpportunities', posts).map((row) => ({
          ...row,
          createdAt: iso(row.createdAt),
          updatedAt: iso(row.updatedAt),
        })),
        starredApplications: capped(truncated, 'starredApplications', stars).map((row) => ({
          ...row,
          starredAt: iso(row.starredAt),
        })),
        statusChanges: capped(truncated, 'statusChanges', statusChanges).map((row) => ({
          ...row,
          changedAt: iso(row.changedAt),
        })),
        trialInvitations: capped(truncated, 'trialInvitations', trials).map((row) => ({
          ...row,
          startsAt: iso(row.startsAt),
          answeredAt: isoOrNull(row.answeredAt),
          invitedAt: iso(row.invitedAt),
        })),
      },
      uploadedVideos: capped(truncated, 'uploadedVideos', uploaded).map((row) => ({
        ...row,
        uploadedAt: iso(row.uploadedAt),
      })),
      ratingsGiven: capped(truncated, 'ratingsGiven', ratings).map((row) => ({ ...row, ratedAt: iso(row.ratedAt) })),
      career,
      references,
      confirmationRequests: capped(truncated, 'confirmationRequests', confirmations).map(({ answer, ...row }) => ({
        ...row,
        status: answer ?? (row.expiresAt.getTime() < Date.now() ? 'expired' : 'pending'),
        askedAt: iso(row.askedAt),
        expiresAt: iso(row.expiresAt),
        answeredAt: isoOrNull(row.answeredAt),
      })),
      videoMoments: capped(truncated, 'videoMoments', moments).map((row) => ({
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
      favourites: capped(truncated, 'favourites', favourites).map((row) => ({ ...row, savedAt: iso(row.savedAt) })),
      savedSearches: searches.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
      savedPostSearches: postSearches.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
      pushSubscriptions: devices.map((row) => ({
        endpoint: row.endpoint,
        createdAt: iso(row.createdAt),
      })),
      notificationPreferences,
      agentProfileViews: {
        opened: capped(truncated, 'agentProfileViews', viewsOpened).map((row) => ({
          agentId: row.agentId,
          viewedAt: iso(row.viewedAt),
        })),
        receivedCount: viewsReceived?.value ?? 0,
      },
      notifications: capped(truncated, 'notifications', bell).map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
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
        underageMessageRequests: capped(truncated, 'underageMessageRequests', underage).map(({ agentId, ...row }) => ({
          ...row,
          message: agentId === member.id ? row.message : null,
          relation: agentId === member.id ? ('made by me' as const) : ('about me' as const),
          createdAt: iso(row.createdAt),
          approvedAt: isoOrNull(row.approvedAt),
          revokedAt: isoOrNull(row.revokedAt),
        })),
        reportsMade: capped(truncated, 'reportsMade', reportsMade).map((row) => ({
          ...row,
          createdAt: iso(row.createdAt),
        })),
      },
      scoutReports: {
        written: capped(truncated, 'scoutReportsWritten', scoutReports.written),
        aboutMe: capped(truncated, 'scoutReportsAboutMe', scoutReports.aboutMe),
      },
      representation: {
        offers: capped(truncated, 'representationOffers', representation.offers),
        agreements: capped(truncated, 'representationAgreements', representation.agreements),
      },
      pitches: {
        sent: capped(truncated, 'pitchesSent', ownPitches.sent),
        received: capped(truncated, 'pitchesReceived', ownPitches.received),
        aboutMe: capped(truncated, 'pitchesAboutMe', ownPitches.aboutMe),
      },
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
        needs: capped(truncated, 'clubNeeds', ownNeeds).map(({ closedBy: _closedBy, ...need }) => ({
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
