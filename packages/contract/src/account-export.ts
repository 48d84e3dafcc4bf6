import { z } from 'zod';
import { LANGUAGES } from './languages.ts';
import { lazySchema } from './lazy-schema.ts';
import { ZNotificationPreferences } from './notification-preferences.ts';
import { ZRepresentation, ZRepresentationOffer } from './representation.ts';
import { STORED_PARENT_CONSENT_STATES } from './safeguarding.ts';

/*
 * GET /api/account/export (issue 27, GDPR Art. 15 and 20): what the file holds. Apart from
 * account-data.ts so that the pages, which hand the file over as it came, do not carry the schema.
 */

/** Rows per section of an export; a section that had more says so in `truncated` (never silently). */
export const ACCOUNT_EXPORT_SECTION_LIMIT = 10_000;

const when = lazySchema(() => z.string());
const optionalWhen = lazySchema(() => z.string().nullable());

export const ZAccountExport = lazySchema(() =>
  z.object({
    exportedAt: when,
    /** Sections that held more rows than ACCOUNT_EXPORT_SECTION_LIMIT: ask an admin for the rest. */
    truncated: z.array(z.string()),
    account: z.object({
      email: z.string(),
      createdAt: when,
      emailVerified: z.boolean(),
      twoFactorEnabled: z.boolean(),
      /** The language they chose (issue 31 §2), null when they never chose. */
      language: z.enum(LANGUAGES).nullable(),
    }),
    profile: z.object({
      member: z.object({
        id: z.number(),
        role: z.string(),
        fullName: z.string(),
        username: z.string(),
        dob: z.string().nullable(),
        country: z.string().nullable(),
        createdAt: when,
      }),
      /** The role's own fields (players, agents, scouts or clubs), as stored. */
      roleDetails: z.record(z.string(), z.unknown()).nullable(),
    }),
    files: z.array(
      z.object({
        id: z.string(),
        kind: z.string(),
        fileName: z.string(),
        contentType: z.string(),
        size: z.number(),
        createdAt: when,
      }),
    ),
    applications: z.array(
      z.object({
        id: z.number(),
        opportunityId: z.number(),
        opportunity: z.string(),
        introduction: z.string(),
        profileLink: z.string().nullable(),
        cvFileName: z.string().nullable(),
        status: z.string(),
        appliedAt: when,
        statusHistory: z.array(z.object({ status: z.string(), message: z.string().nullable(), changedAt: when })),
      }),
    ),
    messages: z.array(
      z.object({
        conversationId: z.number(),
        partnerName: z.string(),
        direction: z.enum(['sent', 'received']),
        message: z.string(),
        createdAt: when,
      }),
    ),
    /** Clips the member uploaded (issue 33 §2): their facts; the files themselves play on the profile. */
    uploadedVideos: z.array(
      z.object({
        id: z.number(),
        title: z.string(),
        status: z.string(),
        failureReason: z.string().nullable(),
        hidden: z.boolean(),
        durationSeconds: z.number().nullable(),
        bytes: z.number().nullable(),
        uploadedAt: when,
      }),
    ),
    ratingsGiven: z.array(z.object({ videoId: z.number(), videoTitle: z.string(), rating: z.number(), ratedAt: when })),
    shortlists: z.array(
      z.object({
        name: z.string(),
        createdAt: when,
        entries: z.array(z.object({ playerName: z.string(), note: z.string().nullable(), savedAt: when })),
      }),
    ),
    favourites: z.array(z.object({ opportunityId: z.number(), opportunity: z.string(), savedAt: when })),
    savedSearches: z.array(z.object({ name: z.string(), filters: z.unknown(), createdAt: when })),
    /** The devices Web Push reaches (issue 30 §4): their push service addresses, not the browsers' keys. */
    pushSubscriptions: z.array(z.object({ endpoint: z.string(), createdAt: when, lastSuccessAt: optionalWhen })),
    /** How notifications reach them (issue 29 §3), the defaults when they never chose. */
    notificationPreferences: ZNotificationPreferences,
    /** Agents' profiles the member opened (issue 32 §3), and how often others opened theirs (an agent's). */
    agentProfileViews: z.object({
      opened: z.array(z.object({ agentId: z.number().int(), viewedAt: when })),
      receivedCount: z.number().int(),
    }),
    notifications: z.array(
      z.object({
        type: z.string(),
        message: z.string(),
        link: z.string().nullable(),
        isRead: z.boolean(),
        createdAt: when,
      }),
    ),
    transfermarktApplications: z.array(
      z.object({
        id: z.number(),
        status: z.string(),
        rejectionReason: z.string().nullable(),
        createdAt: when,
        reviewedAt: optionalWhen,
        details: z.record(z.string(), z.unknown()),
        clubHistory: z.array(z.record(z.string(), z.unknown())),
      }),
    ),
    verificationRequests: z.array(
      z.object({
        id: z.number(),
        fullName: z.string(),
        licenseNumber: z.string(),
        issuingBody: z.string(),
        agencyName: z.string().nullable(),
        agencyWebsite: z.string().nullable(),
        licenseFileName: z.string().nullable(),
        idFileName: z.string().nullable(),
        reviewed: z.boolean(),
        approved: z.boolean().nullable(),
        rejectionReason: z.string().nullable(),
        createdAt: when,
        reviewedAt: optionalWhen,
      }),
    ),
    safeguarding: z.object({
      parentalConsent: z
        .object({
          parentEmail: z.string(),
          state: z.enum(STORED_PARENT_CONSENT_STATES).nullable(),
          answeredAt: optionalWhen,
        })
        .nullable(),
      underageMessageRequests: z.array(
        z.object({
          id: z.number(),
          /** 'about me' when the member is the minor, 'made by me' when the member is the agent. */
          relation: z.enum(['about me', 'made by me']),
          agentName: z.string(),
          playerName: z.string(),
          message: z.string().nullable(),
          status: z.string().nullable(),
          createdAt: when,
          approvedAt: optionalWhen,
          revokedAt: optionalWhen,
        }),
      ),
      reportsMade: z.array(
        z.object({
          id: z.number(),
          subjectType: z.string(),
          subjectName: z.string(),
          reason: z.string(),
          details: z.string().nullable(),
          status: z.string(),
          createdAt: when,
        }),
      ),
    }),
    /** Offers to sign made to or by the member, and the agreements made from them (issue 28). */
    representation: z.object({
      offers: z.array(ZRepresentationOffer),
      agreements: z.array(ZRepresentation),
    }),
  }),
);
export type TAccountExport = z.infer<typeof ZAccountExport>;

/** The file name of an export: the product, the member id and the day, e.g. scouting-network-data-12-2026-11-26.json. */
export function accountExportFileName(memberId: number, at: Date): string {
  return `scouting-network-data-${memberId}-${at.toISOString().slice(0, 10)}.json`;
}
