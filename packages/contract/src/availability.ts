import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/**
 * A player's availability (docs/product.md#availability): when their contract ends, whether they
 * can be signed, and where they would move. Agents and clubs ask these first; search filters on them.
 */
export const AVAILABILITIES = ['Under contract', 'Free agent', 'Loan possible', 'Open to offers'] as const;
export type TAvailability = (typeof AVAILABILITIES)[number];

/** `relocation` when the player would move to any country. */
export const RELOCATION_ANYWHERE = 'anywhere';
/** A player names at most this many countries they would move to (beyond it, "anywhere" says it). */
export const RELOCATION_COUNTRIES_MAX = 30;
/** Contract months a profile and a search accept. */
export const CONTRACT_YEARS = { min: 2000, max: 2100 } as const;

export const AVAILABILITY_MESSAGES = {
  invalidMonth: 'Please enter a month as YYYY-MM, for example 2026-06.',
  invalidAvailability:
    'Please choose an availability from the list: Under contract, Free agent, Loan possible or Open to offers.',
  tooManyRelocationCountries: `Please name at most ${RELOCATION_COUNTRIES_MAX} countries, or choose anywhere.`,
} as const;

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
export type TRelocation = typeof RELOCATION_ANYWHERE | string[];

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

/** The first day of a 'YYYY-MM' month as an ISO date: how the database stores and compares months. */
export function monthStartOf(yearMonth: string): string {
  return `${yearMonth}-01`;
}

/** A stored ISO date as its 'YYYY-MM' month. */
export function yearMonthOf(isoDate: string | null): string | null {
  return isoDate ? isoDate.slice(0, 7) : null;
}
