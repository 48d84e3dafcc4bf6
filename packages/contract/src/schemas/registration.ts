import { z } from 'zod';
import { ageFromBirthYearMonth, isOldEnoughFor, MIN_REGISTRATION_AGE } from '../age.ts';
import { CLUB_TYPES, PLAYER_STATUSES, PREFERRED_FEET, SPECIFIC_POSITIONS } from '../constants.ts';
import { lazySchema } from '../lazy-schema.ts';
import { MESSAGES } from '../messages.ts';
import {
  EXPERIENCE_YEARS,
  PLAYER_HEIGHT_M,
  PLAYER_STRENGTH_MAX_LENGTH,
  PLAYER_WEIGHT_KG,
  tooYoungMessage,
  USERNAME_PATTERN,
} from '../registration.ts';

const required = (max = 200) =>
  z.string({ error: MESSAGES.fieldRequired }).trim().min(1, MESSAGES.fieldRequired).max(max);
const email = lazySchema(() => z.string({ error: MESSAGES.fieldRequired }).trim().pipe(z.email(MESSAGES.invalidEmail)));
const url = lazySchema(() =>
  z
    .string({ error: MESSAGES.fieldRequired })
    .trim()
    .pipe(z.url({ protocol: /^https?$/, error: MESSAGES.invalidUrl })),
);
const wholeNumber = (min: number, max: number) =>
  z.coerce.number({ error: MESSAGES.invalidNumber }).int(MESSAGES.invalidNumber).min(min).max(max);
const decimal = (min: number, max: number) => z.coerce.number({ error: MESSAGES.invalidNumber }).min(min).max(max);

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
export const ZDateOfBirth = lazySchema(() =>
  z
    .string({ error: MESSAGES.provideDob })
    .regex(isoDate, MESSAGES.invalidDob)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= 1900 && date.getTime() < Date.now();
    }, MESSAGES.invalidDob),
);

/** Steps 1 to 4 of the wizard, common to every role. */
export const ZRegistrationBase = lazySchema(() =>
  z.object({
    fullName: z.string({ error: MESSAGES.provideName }).trim().min(3, MESSAGES.provideName).max(120),
    username: z
      .string({ error: MESSAGES.provideUsername })
      .trim()
      .min(1, MESSAGES.provideUsername)
      .regex(USERNAME_PATTERN, MESSAGES.usernameFormat),
    dob: ZDateOfBirth,
    country: z.string({ error: MESSAGES.provideCountry }).trim().min(1, MESSAGES.provideCountry).max(100),
  }),
);

export const ZAgentFields = lazySchema(() =>
  z.object({
    agencyName: required(),
    agencyWebsite: url,
    countryOfOperation: required(100),
    age: wholeNumber(0, 120),
    yearsOfExperience: wholeNumber(EXPERIENCE_YEARS.min, EXPERIENCE_YEARS.max),
    contactEmail: email,
  }),
);

export const ZScoutFields = lazySchema(() =>
  z.object({
    age: wholeNumber(0, 120),
    contactEmail: email,
    countryOfOperation: required(100),
    currentEmployer: required(),
    scoutingExperience: wholeNumber(EXPERIENCE_YEARS.min, EXPERIENCE_YEARS.max),
    website: url,
  }),
);

export const ZClubFields = lazySchema(() =>
  z.object({
    clubName: required(),
    clubCountry: required(100),
    currentLeague: required(),
    typeOfClub: z.enum(CLUB_TYPES, { error: MESSAGES.fieldRequired }),
    clubEmail: email,
    clubWebsite: url,
  }),
);

export const ZPlayerFields = lazySchema(() =>
  z.object({
    age: wholeNumber(0, 120),
    emailAddress: email,
    currentClub: required(),
    clubCountry: required(100),
    /** Free text 'Club - Year'. */
    previousClub: required(),
    status: z.enum(PLAYER_STATUSES, { error: MESSAGES.fieldRequired }),
    primaryPosition: z.enum(SPECIFIC_POSITIONS, { error: MESSAGES.fieldRequired }),
    secondaryPosition: z.enum(SPECIFIC_POSITIONS, { error: MESSAGES.fieldRequired }),
    preferredFoot: z.enum(PREFERRED_FEET, { error: MESSAGES.fieldRequired }),
    /** Metres. */
    height: decimal(PLAYER_HEIGHT_M.min, PLAYER_HEIGHT_M.max),
    /** Kilograms. */
    weight: decimal(PLAYER_WEIGHT_KG.min, PLAYER_WEIGHT_KG.max),
    playerStrength: required(PLAYER_STRENGTH_MAX_LENGTH),
  }),
);

export const ROLE_FIELDS = {
  Agent: ZAgentFields,
  Scout: ZScoutFields,
  Club: ZClubFields,
  Player: ZPlayerFields,
  Parent: lazySchema(() => z.object({})),
} as const;

/** POST /api/register: the base fields, the role, and that role's fields. */
export const ZRegisterRequest = lazySchema(() =>
  z
    .discriminatedUnion(
      'role',
      [
        ZRegistrationBase.extend({ role: z.literal('Agent'), ...ZAgentFields.shape }),
        ZRegistrationBase.extend({ role: z.literal('Scout'), ...ZScoutFields.shape }),
        ZRegistrationBase.extend({ role: z.literal('Club'), ...ZClubFields.shape }),
        ZRegistrationBase.extend({ role: z.literal('Player'), ...ZPlayerFields.shape }),
        // A parent's own short registration: the common steps only (docs/product.md#parents).
        ZRegistrationBase.extend({ role: z.literal('Parent') }),
      ],
      { error: MESSAGES.invalidRole },
    )
    .superRefine((value, ctx) => {
      // docs/product.md#roles: players from 13, agents, scouts and clubs from 18; said on the birth date.
      if (!isOldEnoughFor(value.role, value.dob)) {
        const tooYoung = ageFromBirthYearMonth(value.dob) < MIN_REGISTRATION_AGE;
        ctx.addIssue({
          code: 'custom',
          path: ['dob'],
          message: tooYoung ? MESSAGES.tooYoungToRegister : tooYoungMessage(value.role),
        });
        return;
      }
      // Clubs have no age field; for the others the age must agree with the date of birth.
      if ('age' in value && Math.abs(value.age - ageFromBirthYearMonth(value.dob)) > 1) {
        ctx.addIssue({ code: 'custom', path: ['age'], message: MESSAGES.ageMismatch });
      }
    }),
);
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZRegisterResponse = lazySchema(() => z.object({ userId: z.number().int().positive() }));
export type TRegisterResponse = z.infer<typeof ZRegisterResponse>;

export const ZCountries = lazySchema(() => z.array(z.string()));

/**
 * Each country's ISO 3166-1 alpha-2 code by the common name the API stores and lists, so a page can
 * name it in the reader's language with Intl.DisplayNames (docs/product.md#languages). The names stay the values.
 */
export const ZCountryCodes = lazySchema(() => z.record(z.string(), z.string().regex(/^[A-Z]{2}$/)));
export type TCountryCodes = z.infer<typeof ZCountryCodes>;
