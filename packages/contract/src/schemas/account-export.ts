import { z } from 'zod';
import { TRIAL_ANSWERS } from '../application-status.ts';
import { CONFIRMATION_ANSWERS, CORRECTION_DECISIONS } from '../career.ts';
import { LANGUAGES } from '../languages.ts';
import { lazySchema } from '../lazy-schema.ts';
import { STORED_PARENT_CONSENT_STATES } from '../safeguarding.ts';
import { ZCareer, ZCareerSeasonInput } from './career.ts';
import { ZNotificationPreferences } from './notification-preferences.ts';
import { ZPitch } from './pitches.ts';
import { ZOwnReference } from './references.ts';
import { ZRepresentation, ZRepresentationOffer } from './representation.ts';
import { ZScoutReport } from './scout-reports.ts';

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
      /** The language they chose (docs/product.md#languages), null when they never chose. */
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
        /** The clips put first when applying, in their order. */
        videos: z.array(z.object({ id: z.number(), title: z.string() })),
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
    /**
     * What the member did as a poster (agents, scouts and clubs): their opportunities, the
     * applications they starred, the status changes they made with the messages they wrote, and
     * the trials they invited to. Applicants appear by name.
     */
    posted: z.object({
      opportunities: z.array(
        z.object({
          id: z.number(),
          source: z.string(),
          description: z.string(),
          link: z.string().nullable(),
          country: z.string().nullable(),
          opportunityType: z.string().nullable(),
          city: z.string().nullable(),
          startsOn: z.string().nullable(),
          endsOn: z.string().nullable(),
          applyBy: z.string().nullable(),
          status: z.string(),
          createdAt: when,
          updatedAt: when,
        }),
      ),
      starredApplications: z.array(
        z.object({ applicationId: z.number(), playerName: z.string(), opportunity: z.string(), starredAt: when }),
      ),
      statusChanges: z.array(
        z.object({
          applicationId: z.number(),
          playerName: z.string(),
          status: z.string(),
          message: z.string().nullable(),
          changedAt: when,
        }),
      ),
      trialInvitations: z.array(
        z.object({
          applicationId: z.number(),
          playerName: z.string(),
          startsAt: when,
          venue: z.string(),
          details: z.string(),
          answer: z.enum(TRIAL_ANSWERS),
          answeredAt: optionalWhen,
          invitedAt: when,
        }),
      ),
    }),
    /** Clips the member uploaded (decision 034): their facts; the files themselves play on the profile. */
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
    /** A player's career record with each line's source (docs/product.md#career-and-seasons); empty for other roles. */
    career: ZCareer,
    /**
     * The references the player asked coaches for (docs/product.md#references), in every state, with the
     * coach's name, address, role and club as the player gave them and the words the coach wrote.
     */
    references: z.array(ZOwnReference),
    /**
     * The coaches the player asked to confirm an entry's seasons (docs/product.md#a-coach-confirms), with the
     * name, address and role as the player gave them, the coach's answer and any correction. Never the
     * link's token: only its hash is kept, and that proves nothing to the member.
     */
    confirmationRequests: z.array(
      z.object({
        entryId: z.number(),
        club: z.string(),
        coachName: z.string(),
        coachEmail: z.string(),
        coachRole: z.string(),
        /** The coach's answer, or 'pending' / 'expired' while there is none. */
        status: z.enum([...CONFIRMATION_ANSWERS, 'pending', 'expired']),
        askedAt: when,
        expiresAt: when,
        answeredAt: when.nullable(),
        correction: z.array(ZCareerSeasonInput).nullable(),
        correctionDecision: z.enum(CORRECTION_DECISIONS).nullable(),
      }),
    ),
    /** The moments the member marked in their own videos (docs/product.md#videos-and-ratings). */
    videoMoments: z.array(
      z.object({
        videoId: z.number(),
        videoTitle: z.string(),
        atSeconds: z.number(),
        endSeconds: z.number().nullable(),
        tag: z.string(),
        note: z.string().nullable(),
        createdAt: when,
      }),
    ),
    shortlists: z.array(
      z.object({
        name: z.string(),
        createdAt: when,
        entries: z.array(z.object({ playerName: z.string(), note: z.string().nullable(), savedAt: when })),
      }),
    ),
    favourites: z.array(z.object({ opportunityId: z.number(), opportunity: z.string(), savedAt: when })),
    savedSearches: z.array(z.object({ name: z.string(), filters: z.unknown(), createdAt: when })),
    savedPostSearches: z.array(z.object({ name: z.string(), filters: z.unknown(), createdAt: when })),
    /**
     * The devices Web Push reaches (decision 028): their push service addresses, not the browsers' keys,
     * and nothing about deliveries (what a push service answered is the server's, not the member's).
     */
    pushSubscriptions: z.array(z.object({ endpoint: z.string(), createdAt: when })),
    /** How notifications reach them (decision 031), the defaults when they never chose. */
    notificationPreferences: ZNotificationPreferences,
    /** Agents' profiles the member opened (docs/product.md#admin-pages), and how often others opened theirs (an agent's). */
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
          /** What the agent wrote to the admins: in the agent's export only, null in the minor's. */
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
    /**
     * Scouting reports (decision 053): those the member wrote, in full; of those about them, the fact
     * of each report (when, and the author's role) and the feedback written for them with its
     * author's name, never the ratings, verdict or the author's notes.
     */
    scoutReports: z.object({
      written: z.array(ZScoutReport),
      aboutMe: z.array(
        z.object({
          authorRole: z.string(),
          authorName: z.string().nullable(),
          watchedOn: z.string(),
          writtenAt: when,
          feedbackForPlayer: z.string().nullable(),
        }),
      ),
    }),
    /** Offers to sign made to or by the member, and the agreements made from them (decision 025). */
    representation: z.object({
      offers: z.array(ZRepresentationOffer),
      agreements: z.array(ZRepresentation),
    }),
    /** Pitches (decision 061), each whole: an agent's sent, a club's received, those about a player. */
    pitches: z.object({ sent: z.array(ZPitch), received: z.array(ZPitch), aboutMe: z.array(ZPitch) }),
    /** A club's verification requests and the requirements it posted (docs/product.md#club-needs). */
    club: z.object({
      verificationRequests: z.array(
        z.object({
          id: z.number(),
          federation: z.string(),
          registrationNumber: z.string(),
          documentFileName: z.string().nullable(),
          status: z.string(),
          reason: z.string().nullable(),
          createdAt: when,
          reviewedAt: optionalWhen,
        }),
      ),
      needs: z.array(z.record(z.string(), z.unknown())),
    }),
    /** Guardian links (docs/product.md#parents): a parent's children, a child's guardians with an account. */
    guardianLinks: z.object({
      children: z.array(z.object({ fullName: z.string(), linkedAt: z.string(), linkedVia: z.string() })),
      guardians: z.array(z.object({ fullName: z.string(), linkedAt: z.string(), linkedVia: z.string() })),
    }),
  }),
);
export type TAccountExport = z.infer<typeof ZAccountExport>;
