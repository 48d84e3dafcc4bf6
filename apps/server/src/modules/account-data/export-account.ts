import type { TAccountExport } from '@scouting/contract/schemas/account-export';
import type { Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { iso, sectionCuts } from '../../platform/account-export/export-values.ts';
import { exportProfileViews } from '../agent-oversight/export-profile-views.ts';
import { exportApplications } from '../applications/export-applications.ts';
import { exportCareer } from '../career/export-career.ts';
import { exportClubNeeds } from '../club-needs/export-club-needs.ts';
import { exportClubVerification } from '../club-verification/export-club-verification.ts';
import { exportFiles } from '../files/export-files.ts';
import { exportIdentity } from '../identity/export-identity.ts';
import { exportMessages } from '../messaging/export-messages.ts';
import { exportNotifications } from '../notifications/export-notifications.ts';
import { exportOpportunities } from '../opportunities/export-opportunities.ts';
import { exportPitches } from '../pitches/export-pitches.ts';
import { exportProfile } from '../profiles/export-profile.ts';
import { exportPushSubscriptions } from '../push/export-push-subscriptions.ts';
import { exportReferences } from '../references/export-references.ts';
import { exportReportsMade } from '../reports/export-reports-made.ts';
import { exportRepresentation } from '../representation/export-representation.ts';
import { exportContactRequests } from '../safeguarding/contact-requests/export-contact-requests.ts';
import { exportGuardianLinks } from '../safeguarding/guardians/export-guardian-links.ts';
import { exportParentalConsent } from '../safeguarding/parental-consent/export-parental-consent.ts';
import { exportScoutReports } from '../scout-reports/export-reports.ts';
import { exportSavedSearches } from '../search/export-saved-searches.ts';
import { exportShortlists } from '../shortlists/export-shortlists.ts';
import { exportTransfermarkt } from '../transfermarkt/export-transfermarkt.ts';
import { exportVerification } from '../verification/export-verification.ts';
import { exportVideos } from '../videos/export-videos.ts';

/**
 * GET /api/account/export (docs/product.md#deleting-an-account, GDPR Art. 15 and 20): everything held about the acting member,
 * read in one transaction from each module's exporter, each with a fixed number of set-based queries
 * (none per row) and each section bounded (`sectionCuts`). Never the password hash, the two-factor
 * secret, session tokens or another member's private data: other people appear by name only
 * ("Deleted member" once they deleted their account).
 */
export async function exportAccount(db: Database, member: Member, userId: string): Promise<TAccountExport> {
  return db.transaction(async (tx) => {
    const { cut, truncated } = sectionCuts();
    const reader = { db: tx, member, userId, cut };
    const account = await exportIdentity(reader);
    const profile = await exportProfile(reader);
    if (!account || !profile) throw new AppError('NOT_FOUND');

    const applications = await exportApplications(reader);
    const opportunities = await exportOpportunities(reader);
    const videos = await exportVideos(reader);
    const career = await exportCareer(reader);
    const notifications = await exportNotifications(reader);
    const files = await exportFiles(reader);
    const messages = await exportMessages(reader);
    const references = await exportReferences(reader);
    const shortlists = await exportShortlists(reader);
    const savedSearches = await exportSavedSearches(reader);
    const pushSubscriptions = await exportPushSubscriptions(reader);
    const agentProfileViews = await exportProfileViews(reader);
    const transfermarktApplications = await exportTransfermarkt(reader);
    const verificationRequests = await exportVerification(reader);
    const safeguarding = {
      parentalConsent: await exportParentalConsent(reader),
      underageMessageRequests: await exportContactRequests(reader),
      reportsMade: await exportReportsMade(reader),
    };
    const scoutReports = await exportScoutReports(reader);
    const representation = await exportRepresentation(reader);
    const pitches = await exportPitches(reader);
    const club = { verificationRequests: await exportClubVerification(reader), needs: await exportClubNeeds(reader) };
    const guardianLinks = await exportGuardianLinks(reader);

    return {
      exportedAt: iso(new Date()),
      truncated: truncated(),
      account,
      profile,
      files,
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
      transfermarktApplications,
      verificationRequests,
      safeguarding,
      scoutReports,
      representation,
      pitches,
      club,
      guardianLinks,
    };
  });
}
