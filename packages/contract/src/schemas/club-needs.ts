import { z } from 'zod';
import { CLUB_NEED_AGE, CLUB_NEED_DEAL_TYPES, CLUB_NEED_MESSAGES, CLUB_NEED_STATUSES } from '../club-needs.ts';
import { PREFERRED_FEET, SPECIFIC_POSITIONS } from '../constants.ts';
import { lazySchema } from '../lazy-schema.ts';
import { PLAYER_HEIGHT_M } from '../registration.ts';
import { idCursor, pageOf, pageQuery } from './paging.ts';
import { optionalText } from './text-fields.ts';

const requirementFields = () =>
  z.object({
    positions: z
      .array(z.enum(SPECIFIC_POSITIONS))
      .min(1, CLUB_NEED_MESSAGES.positionsRequired)
      .max(SPECIFIC_POSITIONS.length)
      .transform((positions) => [...new Set(positions)]),
    ageMin: z.number().int().min(CLUB_NEED_AGE.min).max(CLUB_NEED_AGE.max),
    ageMax: z.number().int().min(CLUB_NEED_AGE.min).max(CLUB_NEED_AGE.max),
    foot: z
      .enum(PREFERRED_FEET)
      .nullish()
      .transform((value) => value ?? null),
    /** Metres, as a player's height (PLAYER_HEIGHT_M). */
    minHeight: z
      .number()
      .min(PLAYER_HEIGHT_M.min)
      .max(PLAYER_HEIGHT_M.max)
      .nullish()
      .transform((value) => value ?? null),
    level: optionalText(100).nullable(),
    dealTypes: z
      .array(z.enum(CLUB_NEED_DEAL_TYPES))
      .min(1, CLUB_NEED_MESSAGES.dealTypesRequired)
      .transform((types) => [...new Set(types)]),
    feeBand: optionalText(100).nullable(),
    salaryBand: optionalText(100).nullable(),
    deadline: z.iso.date(),
    notes: optionalText(2000).nullable(),
  });

/** POST /api/club-needs and PUT /api/club-needs/{id}: the whole requirement each time. */
export const ZClubNeedRequest = lazySchema(() =>
  requirementFields().superRefine((value, context) => {
    if (value.ageMin > value.ageMax) {
      context.addIssue({ code: 'custom', path: ['ageMax'], message: CLUB_NEED_MESSAGES.ageRangeInvalid });
    }
  }),
);
export type TClubNeedRequest = z.input<typeof ZClubNeedRequest>;
export type TClubNeedInput = z.output<typeof ZClubNeedRequest>;

/** POST /api/club-needs/{id}/close: the club may say why; an admin must (it goes on record). */
export const ZClubNeedClose = lazySchema(() => z.object({ reason: optionalText(1000).nullable() }));

/** A player the agent represents who fits a requirement (the agent's `/club-needs` page). */
export const ZClubNeedMatch = lazySchema(() =>
  z.object({ playerId: z.number().int(), fullName: z.string(), position: z.string(), age: z.number().int() }),
);
export type TClubNeedMatch = z.infer<typeof ZClubNeedMatch>;

export const ZClubNeed = lazySchema(() =>
  z.object({
    id: z.number().int(),
    clubId: z.number().int(),
    clubName: z.string(),
    clubCountry: z.string(),
    clubVerified: z.boolean(),
    positions: z.array(z.enum(SPECIFIC_POSITIONS)),
    ageMin: z.number().int(),
    ageMax: z.number().int(),
    foot: z.enum(PREFERRED_FEET).nullable(),
    minHeight: z.number().nullable(),
    level: z.string().nullable(),
    dealTypes: z.array(z.enum(CLUB_NEED_DEAL_TYPES)),
    feeBand: z.string().nullable(),
    salaryBand: z.string().nullable(),
    deadline: z.string(),
    notes: z.string().nullable(),
    status: z.enum(CLUB_NEED_STATUSES),
    closedReason: z.string().nullable(),
    isOwn: z.boolean(),
    /** For an agent: the players they represent who fit it; empty for anyone else. */
    matches: z.array(ZClubNeedMatch),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type TClubNeed = z.infer<typeof ZClubNeed>;

/** GET /api/club-needs: newest first; agents see the open ones, a club its own, admins all. */
export const ZClubNeedListQuery = lazySchema(() =>
  z.object({
    position: z.enum(SPECIFIC_POSITIONS).optional(),
    dealType: z.enum(CLUB_NEED_DEAL_TYPES).optional(),
    ...pageQuery(idCursor, 20).shape,
  }),
);
export const ZClubNeedList = lazySchema(() => pageOf('needs', ZClubNeed));
export type TClubNeedList = z.infer<typeof ZClubNeedList>;
