import { z } from 'zod';
import {
  APPLICATION_MESSAGES,
  APPLICATION_STATUSES,
  APPLICATION_TEXT_LIMITS,
  MAX_APPLICATION_VIDEOS,
  TRIAL_ANSWERS,
} from '../application-status.ts';
import { lazySchema } from '../lazy-schema.ts';
import { MESSAGES } from '../messages.ts';
import { OPPORTUNITY_SOURCES, OPPORTUNITY_STATUSES } from '../opportunities.ts';
import { ROLES } from '../roles.ts';
import { idCursor, pageOf, pageQuery } from './paging.ts';
import { trialFields } from './trial-fields.ts';

/**
 * The text fields of POST /api/apply (multipart; the file `cv` travels beside them).
 * Multipart fields arrive as strings, hence the coercion.
 */
export const ZApplyFields = lazySchema(() =>
  z.object({
    playerId: z.coerce.number({ error: MESSAGES.applyPlayerIdMissing }).int().positive(MESSAGES.applyPlayerIdMissing),
    opportunityId: z.coerce.number().int().positive(),
    introduction: z.string({ error: MESSAGES.enterIntroduction }).trim().min(1, MESSAGES.enterIntroduction).max(5000),
    profileLink: z
      .string()
      .trim()
      .max(2000)
      .nullish()
      .transform((value) => value || null)
      .refine((value) => value === null || /^https?:\/\//.test(value), MESSAGES.enterValidLink),
    /**
     * The clips put first (decision 068), best first: video ids separated by commas, as other lists
     * travel in one text field (the multipart parser keeps one value per field name). Whose they
     * are and whether posters may see them is the server's check.
     */
    videoIds: z
      .string()
      .trim()
      .regex(/^(\d{1,9}(,\d{1,9})*)?$/, APPLICATION_MESSAGES.videoNotShown)
      .optional()
      .transform((text) => (text ? [...new Set(text.split(',').map(Number))] : []))
      .refine((ids) => ids.length <= MAX_APPLICATION_VIDEOS, APPLICATION_MESSAGES.tooManyVideos),
  }),
);
export type TApplyFields = z.input<typeof ZApplyFields>;

/** The apply form in the browser: the same rules, the id fields come from the page. */
export const ZApplyForm = lazySchema(() => ZApplyFields.pick({ introduction: true, profileLink: true }));

export const ZApplyResponse = lazySchema(() => z.object({ message: z.string(), applicationId: z.number().int() }));
export type TApplyResponse = z.infer<typeof ZApplyResponse>;

/** GET /api/apply/{opportunityId}: whether the calling player already applied, so /apply says so instead of the form. */
export const ZAppliedStatus = lazySchema(() =>
  z.object({
    appliedAt: z.string().nullable(),
    /**
     * What /apply names above the form: the post and who posted it; null when this
     * player cannot see it (missing, hidden, a suspended poster, an unverified poster to a minor).
     */
    opportunity: z
      .object({
        description: z.string(),
        postedBy: z.object({ id: z.number().int(), fullName: z.string(), role: z.string() }),
      })
      .nullable(),
  }),
);
export type TAppliedStatus = z.infer<typeof ZAppliedStatus>;

export const ZApplicationStatus = lazySchema(() => z.enum(APPLICATION_STATUSES));

/** One change of status: what it became, when, by whom (null once that member is gone), and the message sent with it. */
export const ZApplicationHistoryEntry = lazySchema(() =>
  z.object({
    status: ZApplicationStatus,
    at: z.string(),
    by: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
    message: z.string().nullable(),
    /** On an invitation to a trial: when it starts (ISO); the message is then its venue. */
    trialAt: z.string().nullable(),
  }),
);
export type TApplicationHistoryEntry = z.infer<typeof ZApplicationHistoryEntry>;

/** The trial a poster invited the applicant to, and the player's answer. */
export const ZTrialInvitation = lazySchema(() =>
  z.object({
    startsAt: z.string(),
    venue: z.string(),
    details: z.string(),
    answer: z.enum(TRIAL_ANSWERS),
    answeredAt: z.string().nullable(),
    invitedAt: z.string(),
  }),
);
export type TTrialInvitation = z.infer<typeof ZTrialInvitation>;

export const ZApplicationPoster = lazySchema(() =>
  z.object({
    id: z.number().int(),
    fullName: z.string(),
    role: z.enum(ROLES),
    /** A verified agent carries the badge. */
    verified: z.boolean(),
  }),
);

/** A video as the applicant's card shows it: a poster image first, the player only on request. */
export const ZApplicationVideo = lazySchema(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    source: z.enum(['youtube', 'upload']),
    youtubeVideoId: z.string().nullable(),
    /** YouTube's thumbnail, or an uploaded clip's poster. */
    thumbnailUrl: z.string(),
    /** An uploaded clip's stream; null for a YouTube video. */
    streamUrl: z.string().nullable(),
  }),
);
export type TApplicationVideo = z.infer<typeof ZApplicationVideo>;

/** An application with its nested opportunity, the applicant's name and the caller's star. */
export const ZApplication = lazySchema(() =>
  z.object({
    id: z.number().int(),
    opportunityId: z.number().int(),
    playerId: z.number().int(),
    introduction: z.string(),
    profileLink: z.string().nullable(),
    /** An authorized `/api/files/:id` address, or null when no CV was sent. */
    cvUrl: z.string().nullable(),
    appliedAt: z.string(),
    opportunity: z.object({
      id: z.number().int(),
      description: z.string(),
      link: z.string().nullable(),
      source: z.enum(OPPORTUNITY_SOURCES),
      status: z.enum(OPPORTUNITY_STATUSES),
      createdAt: z.string(),
      /** The post's filters (null: not filtered), which the poster's card reads the applicant's fit from. */
      filters: z.object({
        country: z.string().nullable(),
        ageRange: z.string().nullable(),
        generalPosition: z.string().nullable(),
        specificPosition: z.string().nullable(),
      }),
    }),
    player: z.object({ id: z.number().int(), fullName: z.string() }),
    /**
     * What the poster's card shows of the applicant: what their profile already shows anyone who may
     * see them (a minor's age, never the birth date). Null when the player has no player row.
     */
    applicant: z
      .object({
        primaryPosition: z.string().nullable(),
        secondaryPosition: z.string().nullable(),
        age: z.number().int().nullable(),
        preferredFoot: z.string().nullable(),
        country: z.string().nullable(),
      })
      .nullable(),
    /** The clips the player put first when applying, in their order, as far as they are still shown. */
    videoIds: z.array(z.number().int()),
    /** The card's video: the first chosen clip still shown, else the first shown video of the profile. */
    firstVideo: ZApplicationVideo.nullable(),
    starred: z.boolean(),
    /** Where it stands (decision 022), and every change that brought it there, oldest first. */
    status: ZApplicationStatus,
    statusChangedAt: z.string(),
    history: z.array(ZApplicationHistoryEntry),
    trial: ZTrialInvitation.nullable(),
    /** Who posted the opportunity: the player's page links to them. */
    postedBy: ZApplicationPoster,
  }),
);
export type TApplication = z.infer<typeof ZApplication>;

export const ZApplicationPage = lazySchema(() => pageOf('applications', ZApplication));
export type TApplicationPage = z.infer<typeof ZApplicationPage>;

/** POST /api/star-application and DELETE /api/unstar-application. */
export const ZStarRequest = lazySchema(() =>
  z.object({
    agentId: z.coerce.number().int().positive(),
    applicationId: z.coerce.number().int().positive(),
  }),
);
export type TStarRequest = z.infer<typeof ZStarRequest>;

/** `shortlist`: the poster's list for the post, which a star also fills (decision 070); null after unstarring. */
export const ZStarResponse = lazySchema(() =>
  z.object({
    applicationId: z.number().int(),
    starred: z.boolean(),
    shortlist: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  }),
);
export type TStarResponse = z.infer<typeof ZStarResponse>;

/** GET /api/applications: the API's page, narrowed by status, post or the posters' role (an admin's list of applications to agents). */
export const ZApplicationListQuery = lazySchema(() =>
  pageQuery(idCursor, 50).extend({
    status: ZApplicationStatus.optional(),
    opportunityId: z.coerce.number().int().positive().optional(),
    source: z.enum(OPPORTUNITY_SOURCES).optional(),
  }),
);

/** GET /api/my-applications: the calling player's own applications, newest first. */
export const ZMyApplicationsQuery = lazySchema(() =>
  pageQuery(idCursor, 50).extend({ status: ZApplicationStatus.optional() }),
);

const statusMessage = lazySchema(() =>
  z
    .string()
    .trim()
    .max(APPLICATION_TEXT_LIMITS.statusMessage, APPLICATION_MESSAGES.messageTooLong)
    .nullish()
    .transform((value) => value || null),
);

/** PUT /api/applications/{id}/status (docs/product.md#applications): the poster's move, with an optional message (a decline's kind words). */
export const ZSetApplicationStatusRequest = lazySchema(() =>
  z.object({ status: ZApplicationStatus, message: statusMessage }),
);
export type TSetApplicationStatusRequest = z.input<typeof ZSetApplicationStatusRequest>;

/** POST /api/applications/{id}/trial-invitation: a date and time in the future, a venue and free text. */
export const ZTrialInvitationRequest = lazySchema(trialFields);
export type TTrialInvitationRequest = z.input<typeof ZTrialInvitationRequest>;

/** POST /api/applications/{id}/trial-invitation/answer: the player's answer. */
export const ZTrialAnswerRequest = lazySchema(() => z.object({ answer: z.enum(['accept', 'decline']) }));
export type TTrialAnswerRequest = z.infer<typeof ZTrialAnswerRequest>;
