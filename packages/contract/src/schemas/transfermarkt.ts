import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { MESSAGES } from '../messages.ts';
import {
  isHttpUrl,
  LEAGUE_TIERS,
  POSITIONS_PLAYED,
  TRANSFERMARKT_MAX_CLUBS,
  TRANSFERMARKT_STATUSES,
} from '../transfermarkt.ts';
import { ZQueueState } from './admin.ts';
import { pageOf, ZPageQuery } from './paging.ts';
import { optionalText, requiredText } from './text-fields.ts';

/** docs/product.md#transfermarkt: an external profile link must start with http. */
export const ZExternalLink = lazySchema(() =>
  z.string({ error: MESSAGES.enterValidLink }).trim().regex(/^http/, MESSAGES.enterValidLink).max(500),
);

export const ZTransfermarktUrlRequest = lazySchema(() => z.object({ transfermarktUrl: ZExternalLink }));
export const ZTransfermarktLinkRequest = lazySchema(() => z.object({ transfermarktLink: ZExternalLink }));
export const ZCanEditTransfermarktRequest = lazySchema(() => z.object({ canEdit: z.boolean() }));
export const ZRejectTransfermarktRequest = lazySchema(() =>
  z.object({
    rejectionReason: z
      .string({ error: MESSAGES.enterRejectionReason })
      .trim()
      .min(1, MESSAGES.enterRejectionReason)
      .max(2000),
  }),
);

/** An optional link of the application: empty, or an http(s) address. */
const optionalLink = lazySchema(() =>
  z
    .string()
    .trim()
    .max(500)
    .optional()
    .refine((value) => !value || isHttpUrl(value), MESSAGES.enterValidLink)
    .transform((value) => value || null),
);
const year = lazySchema(() =>
  z.coerce
    .number({ error: MESSAGES.invalidNumber })
    .int(MESSAGES.invalidNumber)
    .min(1900, MESSAGES.invalidNumber)
    .max(2100, MESSAGES.invalidNumber),
);
const stat = lazySchema(() =>
  z
    .union([
      z.literal(''),
      z.coerce.number({ error: MESSAGES.invalidNumber }).int(MESSAGES.invalidNumber).min(0).max(10_000),
    ])
    .optional()
    .transform((value) => (value === '' || value === undefined ? 0 : value)),
);

/** One club-history entry of the multipart form (fields `clubHistory[i][field]`, docs/product.md#transfermarkt). */
export const ZClubHistoryEntry = lazySchema(() =>
  z
    .object({
      club: requiredText(200),
      from: year,
      to: year,
      leagueName: requiredText(200),
      leagueTier: z.enum(LEAGUE_TIERS, { error: MESSAGES.fieldRequired }),
      positionPlayed: z.enum(POSITIONS_PLAYED, { error: MESSAGES.fieldRequired }),
      matches: stat,
      goals: stat,
      assists: stat,
      cleanSheets: stat,
      clubWebsite: optionalLink,
    })
    .refine((entry) => entry.from <= entry.to, { path: ['to'], message: MESSAGES.yearsOutOfOrder }),
);
export type TClubHistoryEntry = z.output<typeof ZClubHistoryEntry>;

/** The text fields of POST /api/apply-transfermarkt; the profile itself is taken from the player's record. */
export const ZTransfermarktApplicationFields = lazySchema(() =>
  z.object({
    playerId: z.coerce.number().int().positive(),
    emailAddress: z
      .string({ error: MESSAGES.fieldRequired })
      .trim()
      .min(1, MESSAGES.fieldRequired)
      .pipe(z.email(MESSAGES.invalidEmail)),
    leagueName: requiredText(200),
    introduction: requiredText(5000),
    clubWebsite: optionalLink,
    youtubeLink: optionalLink,
    agentDetail: optionalText(1000),
    emailBody: optionalText(10_000),
    profileLink: optionalLink,
    clubHistory: z.array(ZClubHistoryEntry).min(1, MESSAGES.clubHistoryRequired).max(TRANSFERMARKT_MAX_CLUBS),
  }),
);
export type TTransfermarktApplicationFields = z.output<typeof ZTransfermarktApplicationFields>;

export const ZTransfermarktApplication = lazySchema(() =>
  z.object({
    id: z.number().int(),
    playerId: z.number().int(),
    fullName: z.string(),
    dob: z.string(),
    nationality: z.string(),
    primaryPosition: z.string(),
    secondaryPosition: z.string(),
    height: z.number(),
    weight: z.number(),
    preferredFoot: z.string(),
    currentClub: z.string(),
    clubCountry: z.string(),
    previousClub: z.string(),
    profileLink: z.string().nullable(),
    leagueName: z.string(),
    clubWebsite: z.string().nullable(),
    emailAddress: z.string(),
    agentDetail: z.string().nullable(),
    introduction: z.string(),
    youtubeLink: z.string().nullable(),
    emailBody: z.string().nullable(),
    photoUrl: z.string().nullable(),
    governmentIdUrl: z.string(),
    leagueIdCardUrl: z.string(),
    status: z.enum(TRANSFERMARKT_STATUSES),
    rejectionReason: z.string().nullable(),
    createdAt: z.string(),
    canEditTransfermarkt: z.boolean(),
    clubHistory: z.array(
      z.object({
        clubName: z.string(),
        fromYear: z.number().int(),
        toYear: z.number().int(),
        leagueName: z.string(),
        leagueTier: z.enum(LEAGUE_TIERS),
        positionPlayed: z.enum(POSITIONS_PLAYED),
        matches: z.number().int(),
        goals: z.number().int(),
        assists: z.number().int(),
        cleanSheets: z.number().int(),
        clubWebsite: z.string().nullable(),
        clubPhotoUrl: z.string().nullable(),
      }),
    ),
  }),
);
export type TTransfermarktApplication = z.infer<typeof ZTransfermarktApplication>;

/**
 * GET /api/transfermarkt-applications: without `state`, every application newest first (as before);
 * with it, the submitted ones oldest first, or the decided ones newest first (docs/product.md#admin-pages).
 */
export const ZTransfermarktApplicationListQuery = lazySchema(() =>
  z.object({ state: ZQueueState.optional(), ...ZPageQuery.shape }),
);

export const ZTransfermarktApplicationPage = lazySchema(() =>
  pageOf('applications', ZTransfermarktApplication).extend({
    /** False when the server has no TRANSFERMARKT_EMAIL (production): the review page says so before Forward. */
    forwardingConfigured: z.boolean().optional(),
  }),
);
