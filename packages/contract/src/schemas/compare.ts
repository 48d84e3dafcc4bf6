import { z } from 'zod';
import { COMPARE_MAX_PLAYERS, COMPARE_MESSAGES, COMPARE_MIN_PLAYERS } from '../compare.ts';
import { GENERAL_POSITIONS, PREFERRED_FEET, SPECIFIC_POSITIONS } from '../constants.ts';
import { lazySchema } from '../lazy-schema.ts';

/** `GET /api/compare?players=1,2,3`: distinct member ids, two to four. */
export const ZCompareQuery = lazySchema(() =>
  z.object({
    players: z
      .string()
      .regex(/^\d{1,9}(,\d{1,9})*$/, COMPARE_MESSAGES.playerCount)
      .transform((text) => text.split(',').map(Number))
      .refine(
        (ids) =>
          ids.length >= COMPARE_MIN_PLAYERS &&
          ids.length <= COMPARE_MAX_PLAYERS &&
          new Set(ids).size === ids.length &&
          ids.every((id) => id > 0),
        COMPARE_MESSAGES.playerCount,
      ),
  }),
);

const corners = () =>
  z.object({
    technical: z.number().nullable(),
    tactical: z.number().nullable(),
    physical: z.number().nullable(),
    mental: z.number().nullable(),
  });

export const ZComparedPlayer = lazySchema(() =>
  z.object({
    id: z.number().int(),
    fullName: z.string(),
    age: z.number().int().nullable(),
    primaryPosition: z.enum(SPECIFIC_POSITIONS),
    secondaryPosition: z.enum(SPECIFIC_POSITIONS),
    positionGroup: z.enum(GENERAL_POSITIONS),
    preferredFoot: z.enum(PREFERRED_FEET),
    heightM: z.number(),
    currentClub: z.string(),
    country: z.string().nullable(),
    /** Every rating of the player's shown videos. */
    rating: z.object({ average: z.number(), count: z.number().int() }),
    /** The caller's own reports about the player: their averages per corner (1–5), null for a corner not seen. */
    reports: z.object({ count: z.number().int(), corners: corners() }),
    /**
     * Where the player stands (0–100) among the players of their position group with enough data.
     * `basis` says what was compared: 'reports' — the caller's corner averages among the players
     * of the group the caller reported on; 'ratings' — no report of the caller's, so the pool's
     * video rating average among the group's players with at least COMPARE_MIN_RATINGS ratings
     * (the same figure stands for every corner). `among` is how many players were compared; a
     * corner is null when the player lacks the data.
     */
    percentiles: z.object({
      basis: z.enum(['reports', 'ratings']),
      among: z.number().int(),
      corners: corners(),
    }),
  }),
);
export type TComparedPlayer = z.infer<typeof ZComparedPlayer>;

/** The answer of GET /api/compare: the players in the order asked. */
export const ZCompareResponse = lazySchema(() => z.object({ players: z.array(ZComparedPlayer) }));
export type TCompareResponse = z.infer<typeof ZCompareResponse>;
