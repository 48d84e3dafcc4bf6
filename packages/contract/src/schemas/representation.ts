import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { MAX_ID } from '../paging.ts';
import {
  DEFAULT_REPRESENTATION_SERVICES,
  GUARDIAN_LINK_STATES,
  REPRESENTATION_ANSWERS,
  REPRESENTATION_FEE_PERCENT,
  REPRESENTATION_MESSAGES,
  REPRESENTATION_MONTHS,
  REPRESENTATION_OFFER_STATUSES,
  REPRESENTATION_SERVICES,
  REPRESENTATION_STATUSES,
  REPRESENTATION_TEXT_LIMITS,
} from '../representation.ts';
import { idCursor, pageOf, pageQuery } from './paging.ts';

const ZFeePercent = lazySchema(() =>
  z
    .number({ error: REPRESENTATION_MESSAGES.feeRange })
    .min(REPRESENTATION_FEE_PERCENT.min, REPRESENTATION_MESSAGES.feeRange)
    .max(REPRESENTATION_FEE_PERCENT.max, REPRESENTATION_MESSAGES.feeRange)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, REPRESENTATION_MESSAGES.feeSteps),
);

/** The terms the agent offers: the form's fields, and the body of POST /api/representation-offers. */
export const ZRepresentationTerms = lazySchema(() =>
  z.object({
    months: z
      .number({ error: REPRESENTATION_MESSAGES.monthsRange })
      .int(REPRESENTATION_MESSAGES.monthsRange)
      .min(REPRESENTATION_MONTHS.min, REPRESENTATION_MESSAGES.monthsRange)
      .max(REPRESENTATION_MONTHS.max, REPRESENTATION_MESSAGES.monthsRange),
    exclusive: z.boolean(),
    feePercent: ZFeePercent,
    message: z
      .string({ error: REPRESENTATION_MESSAGES.enterMessage })
      .trim()
      .min(1, REPRESENTATION_MESSAGES.enterMessage)
      .max(REPRESENTATION_TEXT_LIMITS.message, REPRESENTATION_MESSAGES.messageTooLong),
    services: z
      .array(z.enum(REPRESENTATION_SERVICES))
      .max(REPRESENTATION_SERVICES.length)
      .optional()
      .transform((services) => (services?.length ? [...new Set(services)] : [...DEFAULT_REPRESENTATION_SERVICES])),
  }),
);
export type TRepresentationTerms = z.input<typeof ZRepresentationTerms>;

/** POST /api/representation-offers; `applicationId` when the offer answers an application to the agent's post. */
export const ZRepresentationOfferRequest = lazySchema(() =>
  ZRepresentationTerms.extend({
    playerId: z.number().int().positive().max(MAX_ID),
    applicationId: z.number().int().positive().max(MAX_ID).optional(),
  }),
);
export type TRepresentationOfferRequest = z.input<typeof ZRepresentationOfferRequest>;

const ZParty = lazySchema(() => z.object({ id: z.number().int(), fullName: z.string() }));

export const ZRepresentationAgent = lazySchema(() =>
  ZParty.extend({ agencyName: z.string().nullable(), verified: z.boolean() }),
);

/** The terms as stored, on an offer and on the agreement made from it. */
const ZStoredTerms = lazySchema(() =>
  z.object({
    months: z.number().int(),
    exclusive: z.boolean(),
    feePercent: z.number(),
    services: z.array(z.enum(REPRESENTATION_SERVICES)),
    message: z.string(),
  }),
);

export const ZRepresentationOffer = lazySchema(() =>
  ZStoredTerms.extend({
    id: z.number().int(),
    status: z.enum(REPRESENTATION_OFFER_STATUSES),
    player: ZParty.extend({ isMinor: z.boolean() }),
    agent: ZRepresentationAgent,
    applicationId: z.number().int().nullable(),
    createdAt: z.string(),
    answeredAt: z.string().nullable(),
    /** The agreement once the offer was accepted (and, for a minor, confirmed by the parent). */
    agreementId: z.number().int().nullable(),
  }),
);
export type TRepresentationOffer = z.infer<typeof ZRepresentationOffer>;

export const ZRepresentationOfferListQuery = lazySchema(() =>
  pageQuery(idCursor, 20).extend({
    status: z.enum(REPRESENTATION_OFFER_STATUSES).optional(),
    /** An admin narrows the list to one agent; a member may only name themself. */
    agentId: z.coerce.number().int().positive().max(MAX_ID).optional(),
  }),
);
export const ZRepresentationOfferPage = lazySchema(() => pageOf('offers', ZRepresentationOffer));
export type TRepresentationOfferPage = z.infer<typeof ZRepresentationOfferPage>;

export const ZRepresentationAnswerRequest = lazySchema(() => z.object({ answer: z.enum(REPRESENTATION_ANSWERS) }));
export const ZRepresentationOfferAnswer = lazySchema(() =>
  z.object({ message: z.string(), offer: ZRepresentationOffer }),
);
export type TRepresentationOfferAnswer = z.infer<typeof ZRepresentationOfferAnswer>;

/** An agreement: the parties, the terms as offered, its dates and how it ended. */
export const ZRepresentation = lazySchema(() =>
  ZStoredTerms.extend({
    id: z.number().int(),
    offerId: z.number().int(),
    status: z.enum(REPRESENTATION_STATUSES),
    player: ZParty.extend({ isMinor: z.boolean() }),
    agent: ZRepresentationAgent,
    /** Calendar days (YYYY-MM-DD, UTC): active from startsOn until the day before endsOn. */
    startsOn: z.string(),
    endsOn: z.string(),
    signedAt: z.string(),
    /** When the parent confirmed, for a minor's agreement. */
    guardianConfirmedAt: z.string().nullable(),
    endedAt: z.string().nullable(),
    endedBy: ZParty.nullable(),
  }),
);
export type TRepresentation = z.infer<typeof ZRepresentation>;

export const ZRepresentationListQuery = lazySchema(() =>
  pageQuery(idCursor, 20).extend({
    /** `active` (the default) or every agreement, past ones too. */
    scope: z.enum(['active', 'all']).default('active'),
    agentId: z.coerce.number().int().positive().max(MAX_ID).optional(),
  }),
);
export const ZRepresentationPage = lazySchema(() => pageOf('representations', ZRepresentation));
export type TRepresentationPage = z.infer<typeof ZRepresentationPage>;

/** GET /api/signed-players/{agentId}: the agent's current players. */
export const ZSignedPlayer = lazySchema(() =>
  z.object({
    agreementId: z.number().int(),
    playerId: z.number().int(),
    fullName: z.string(),
    exclusive: z.boolean(),
    since: z.string(),
    until: z.string(),
  }),
);
export const ZSignedPlayerPage = lazySchema(() => pageOf('players', ZSignedPlayer));
export type TSignedPlayerPage = z.infer<typeof ZSignedPlayerPage>;

/** `representedBy` on a player's profile: the agent (the exclusive one first) until the end date. */
export const ZRepresentedBy = lazySchema(() =>
  z.object({
    agreementId: z.number().int(),
    agentId: z.number().int(),
    name: z.string(),
    until: z.string(),
  }),
);
export type TRepresentedBy = z.infer<typeof ZRepresentedBy>;

/** GET /api/representation-consent?token=…: what the parent's page shows before they decide. */
export const ZRepresentationConsent = lazySchema(() =>
  ZStoredTerms.extend({
    link: z.enum(GUARDIAN_LINK_STATES),
    childFirstName: z.string(),
    agentName: z.string(),
    agencyName: z.string().nullable(),
    status: z.enum(REPRESENTATION_OFFER_STATUSES),
  }),
);
export type TRepresentationConsent = z.infer<typeof ZRepresentationConsent>;

export const ZRepresentationConsentAnswer = lazySchema(() =>
  z.object({
    message: z.string(),
    status: z.enum(REPRESENTATION_OFFER_STATUSES),
  }),
);
