import { z } from 'zod';
import {
  AVAILABILITIES,
  AVAILABILITY_MESSAGES,
  CONTRACT_YEARS,
  RELOCATION_ANYWHERE,
  RELOCATION_COUNTRIES_MAX,
} from '../availability.ts';
import { lazySchema } from '../lazy-schema.ts';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** 'YYYY-MM', a month of a contract's end or of a search's bound. */
export const ZYearMonth = lazySchema(() =>
  z
    .string({ error: AVAILABILITY_MESSAGES.invalidMonth })
    .trim()
    .regex(MONTH, AVAILABILITY_MESSAGES.invalidMonth)
    .refine((value) => {
      const year = Number(value.slice(0, 4));
      return year >= CONTRACT_YEARS.min && year <= CONTRACT_YEARS.max;
    }, AVAILABILITY_MESSAGES.invalidMonth),
);

export const ZAvailability = lazySchema(() =>
  z.enum(AVAILABILITIES, { error: AVAILABILITY_MESSAGES.invalidAvailability }),
);

/** The countries a player would move to (names of the countries list), or 'anywhere'. */
export const ZRelocation = lazySchema(() =>
  z.union([
    z.literal(RELOCATION_ANYWHERE),
    z
      .array(z.string().trim().min(1).max(100))
      .max(RELOCATION_COUNTRIES_MAX, AVAILABILITY_MESSAGES.tooManyRelocationCountries)
      .transform((countries) => [...new Set(countries)]),
  ]),
);

/**
 * The availability fields of PUT /api/player-details/{id}. Each is optional: a save that leaves
 * one out keeps what is stored, so clients that predate them do not erase them.
 */
export const ZPlayerAvailabilityUpdate = lazySchema(() =>
  z.object({
    contractUntil: ZYearMonth.nullable().optional(),
    availability: ZAvailability.nullable().optional(),
    relocation: ZRelocation.optional(),
  }),
);
export type TPlayerAvailabilityUpdate = z.output<typeof ZPlayerAvailabilityUpdate>;

/** What a player's details and a search result carry. */
export const ZPlayerAvailability = lazySchema(() =>
  z.object({
    /** 'YYYY-MM' or null when the player has not said. */
    contractUntil: z.string().nullable(),
    availability: z.enum(AVAILABILITIES).nullable(),
    relocation: z.union([z.literal(RELOCATION_ANYWHERE), z.array(z.string())]),
  }),
);
export type TPlayerAvailability = z.infer<typeof ZPlayerAvailability>;
