import { z } from 'zod';
import { APPLICATION_STATUSES, TRIAL_ANSWERS } from '../application-status.ts';
import { SPECIFIC_POSITIONS } from '../constants.ts';
import { GUARDIAN_DOES, GUARDIAN_LINK_SOURCES, GUARDIAN_SEES } from '../guardians.ts';
import { lazySchema } from '../lazy-schema.ts';
import { MESSAGES } from '../messages.ts';
import { MINOR_EXCEPTIONS, PITCH_ANSWERS, PITCH_NOT_A_FIT_REASONS } from '../pitches.ts';
import { REPRESENTATION_OFFER_STATUSES } from '../representation.ts';
import { PARENT_CONSENT_STATES } from '../safeguarding.ts';
import { UNDERAGE_REQUEST_STATUSES } from '../underage.ts';
import { VIDEO_STATUSES } from '../videos.ts';
import { ZRole } from './roles.ts';

export const ZChildIdParams = lazySchema(() => z.object({ childId: z.coerce.number().int().positive() }));
export const ZGuardianOfferParams = lazySchema(() => z.object({ offerId: z.coerce.number().int().positive() }));
export const ZGuardianVideoParams = lazySchema(() =>
  z.object({ childId: z.coerce.number().int().positive(), videoId: z.coerce.number().int().positive() }),
);
export const ZGuardianTrialParams = lazySchema(() =>
  z.object({ childId: z.coerce.number().int().positive(), applicationId: z.coerce.number().int().positive() }),
);
/** A pitch's trial the guardian declines for the child. */
export const ZGuardianPitchTrialParams = lazySchema(() =>
  z.object({ childId: z.coerce.number().int().positive(), pitchId: z.coerce.number().int().positive() }),
);

/** One child on the parent's dashboard: where consent stands and what waits for the parent. */
export const ZGuardianChild = lazySchema(() =>
  z.object({
    childId: z.number().int(),
    fullName: z.string(),
    consent: z.enum(PARENT_CONSENT_STATES),
    consentAt: z.string().nullable(),
    /** Verified agents see the child's profile and videos only once consent is confirmed (docs/product.md#who-may-see-whom). */
    visibleToVerifiedAgents: z.boolean(),
    linkedVia: z.enum(GUARDIAN_LINK_SOURCES),
    /** What waits for the parent: agreements to confirm, trial invitations not yet answered. */
    waiting: z.object({ representationOffers: z.number().int(), trialInvitations: z.number().int() }),
  }),
);
export type TGuardianChild = z.infer<typeof ZGuardianChild>;

/** GET /api/guardian/children: few rows (a parent's children), so one answer, no pages. */
export const ZGuardianChildren = lazySchema(() => z.object({ children: z.array(ZGuardianChild) }));
export type TGuardianChildren = z.infer<typeof ZGuardianChildren>;

const datetime = () => z.string();

/** GET /api/guardian/children/{childId}: the child's activity a guardian sees (docs/product.md#parents, decision 060). */
export const ZGuardianChildActivity = lazySchema(() =>
  z.object({
    child: ZGuardianChild,
    contactRequests: z.array(
      z.object({
        id: z.number().int(),
        agentName: z.string(),
        agencyName: z.string().nullable(),
        message: z.string().nullable(),
        status: z.enum(UNDERAGE_REQUEST_STATUSES).nullable(),
        requestedAt: datetime(),
        declineReason: z.string().nullable(),
      }),
    ),
    /** Who the child writes with and when, never what is written (decision 060). */
    conversations: z.array(
      z.object({
        id: z.number().int(),
        partnerName: z.string(),
        partnerRole: ZRole,
        messageCount: z.number().int(),
        lastMessageAt: datetime(),
      }),
    ),
    applications: z.array(
      z.object({
        id: z.number().int(),
        opportunityDescription: z.string(),
        posterName: z.string(),
        status: z.enum(APPLICATION_STATUSES),
        appliedAt: datetime(),
        /** The status history with the texts the poster wrote. */
        history: z.array(
          z.object({
            status: z.enum(APPLICATION_STATUSES),
            at: datetime(),
            message: z.string().nullable(),
            /** On an invitation to a trial: when it starts; the message is then its venue. */
            trialAt: datetime().nullable(),
          }),
        ),
        trial: z
          .object({ startsAt: datetime(), venue: z.string(), details: z.string(), answer: z.enum(TRIAL_ANSWERS) })
          .nullable(),
      }),
    ),
    representationOffers: z.array(
      z.object({
        id: z.number().int(),
        agentName: z.string(),
        agencyName: z.string().nullable(),
        status: z.enum(REPRESENTATION_OFFER_STATUSES),
        months: z.number().int(),
        exclusive: z.boolean(),
        feePercent: z.number(),
        message: z.string(),
        offeredAt: datetime(),
        agreement: z.object({ startsOn: z.string(), endsOn: z.string(), endedAt: datetime().nullable() }).nullable(),
      }),
    ),
    feedback: z.array(z.object({ id: z.number().int(), authorName: z.string(), feedback: z.string(), at: datetime() })),
    /**
     * The child's pitches to clubs by their agent (decision 061): the club, the requirement's
     * positions, the club's answer; `minorAbroad` when FIFA's Article 19 applies. The agent's note
     * and the requirement's other terms stay between the agent and the club.
     */
    pitches: z.array(
      z.object({
        id: z.number().int(),
        clubName: z.string(),
        clubCountry: z.string(),
        /** The club is verified now (docs/product.md#club-needs): the parent sees its badge, as the child does. */
        clubVerified: z.boolean(),
        positions: z.array(z.enum(SPECIFIC_POSITIONS)),
        agentName: z.string(),
        pitchedAt: datetime(),
        answer: z.enum(PITCH_ANSWERS).nullable(),
        reason: z.enum(PITCH_NOT_A_FIT_REASONS).nullable(),
        answeredAt: datetime().nullable(),
        minorAbroad: z.boolean(),
        minorException: z.enum(MINOR_EXCEPTIONS).nullable(),
        /** The trial and the child's answer: a pending one the guardian may decline for the child. */
        trial: z
          .object({ startsAt: datetime(), venue: z.string(), details: z.string(), answer: z.enum(TRIAL_ANSWERS) })
          .nullable(),
      }),
    ),
    videos: z.array(
      z.object({ id: z.number().int(), title: z.string(), hidden: z.boolean(), status: z.enum(VIDEO_STATUSES) }),
    ),
  }),
);
export type TGuardianChildActivity = z.infer<typeof ZGuardianChildActivity>;

/** GET /api/my-guardians: the child's guardians with an account, and what they may see and do. */
export const ZMyGuardians = lazySchema(() =>
  z.object({
    guardians: z.array(
      z.object({ fullName: z.string(), linkedAt: datetime(), linkedVia: z.enum(GUARDIAN_LINK_SOURCES) }),
    ),
    sees: z.array(z.enum(GUARDIAN_SEES)),
    does: z.array(z.enum(GUARDIAN_DOES)),
  }),
);
export type TMyGuardians = z.infer<typeof ZMyGuardians>;

/** The answer of a guardian's decision from the dashboard. */
export const ZGuardianDecision = lazySchema(() => z.object({ message: z.string() }));

/**
 * POST /api/guardian/children/{childId}/invite-guardian (docs/product.md#parents): a guardian invites the
 * child's second guardian by e-mail; the mailed link is single-use and valid for GUARDIAN_INVITE_DAYS days.
 */
export const ZGuardianInviteRequest = lazySchema(() =>
  z
    .object({
      email: z
        .string({ error: MESSAGES.invalidEmail })
        .trim()
        .min(1, MESSAGES.invalidEmail)
        .max(254, MESSAGES.invalidEmail)
        .pipe(z.email(MESSAGES.invalidEmail)),
    })
    .strict(),
);
export type TGuardianInviteRequest = z.infer<typeof ZGuardianInviteRequest>;

/** POST /api/guardian/invitations/confirm: the signed-in Parent who opened the mailed link accepts it. */
export const ZGuardianInviteConfirmRequest = lazySchema(() =>
  z.object({
    token: z.string({ error: MESSAGES.guardianInviteInvalid }).trim().min(1, MESSAGES.guardianInviteInvalid).max(200),
  }),
);
export type TGuardianInviteConfirmRequest = z.infer<typeof ZGuardianInviteConfirmRequest>;

/**
 * POST /api/admin/guardian-links: an admin links a parent account to a child. The parent is named by
 * their member number or, as the admin's page asks for it, their username.
 */
export const ZAdminGuardianLinkRequest = lazySchema(() =>
  z
    .object({
      parentId: z.number().int().positive().optional(),
      parentUsername: z.string().trim().min(1, MESSAGES.guardianLinkChooseParent).max(100).optional(),
      childId: z.number({ error: MESSAGES.guardianLinkChooseChild }).int().positive(),
    })
    .strict()
    .refine((input) => (input.parentId === undefined) !== (input.parentUsername === undefined), {
      message: MESSAGES.guardianLinkChooseParent,
      path: ['parentId'],
    }),
);
export type TAdminGuardianLinkRequest = z.infer<typeof ZAdminGuardianLinkRequest>;
export const ZGuardianLinkParams = lazySchema(() => z.object({ linkId: z.coerce.number().int().positive() }));
export const ZChildGuardiansParams = lazySchema(() => z.object({ memberId: z.coerce.number().int().positive() }));

/** A child's guardians as the admin's member view lists them. */
export const ZChildGuardians = lazySchema(() =>
  z.object({
    guardians: z.array(
      z.object({
        linkId: z.number().int(),
        parentId: z.number().int(),
        fullName: z.string(),
        username: z.string(),
        linkedAt: datetime(),
        linkedVia: z.enum(GUARDIAN_LINK_SOURCES),
      }),
    ),
  }),
);
export type TChildGuardians = z.infer<typeof ZChildGuardians>;
