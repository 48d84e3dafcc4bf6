import { z } from 'zod';
import { CLUB_TYPES } from '../constants.ts';
import { lazySchema } from '../lazy-schema.ts';
import { ZPitchAnswerStats } from './pitches.ts';
import { ZClubFields, ZScoutFields } from './registration.ts';

/**
 * PUT /api/scout-details/{userId} (decision 020): the scout's registration fields with the
 * wizard's rules and messages (docs/product.md#accounts-and-registration: all required, numbers numeric, e-mail and url checked).
 * The age follows from the date of birth, which is identity, not profile: it is not edited here.
 */
export const ZScoutDetailsUpdateRequest = lazySchema(() => ZScoutFields.omit({ age: true }));
export type TScoutDetailsUpdateRequest = z.infer<typeof ZScoutDetailsUpdateRequest>;

/** PUT /api/club-details/{userId} (decision 020): the club's registration fields, the wizard's rules. */
export const ZClubDetailsUpdateRequest = ZClubFields;
export type TClubDetailsUpdateRequest = z.infer<typeof ZClubDetailsUpdateRequest>;

/** What every scout and club profile shows about the member behind it. */
const ZProfileSubject = lazySchema(() =>
  z.object({
    id: z.number().int(),
    fullName: z.string(),
    username: z.string(),
    country: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    displayImageUrl: z.string().nullable(),
    /** True when the caller may see the private fields (the member themself or an admin). */
    isOwnerView: z.boolean(),
  }),
);

/**
 * GET /api/scout-details/{userId}: the agent profile's rules (any member reads it; the contact
 * e-mail and date of birth only for the scout and admins, null otherwise).
 */
export const ZScoutDetails = lazySchema(() =>
  ZProfileSubject.extend({
    contactEmail: z.string().nullable(),
    dob: z.string().nullable(),
    age: z.number().int().nullable(),
    countryOfOperation: z.string(),
    currentEmployer: z.string(),
    scoutingExperience: z.number().int(),
    website: z.string(),
  }),
);
export type TScoutDetails = z.infer<typeof ZScoutDetails>;

/** GET /api/club-details/{userId}: the club e-mail only for the club and admins, like an agent's contact e-mail. */
export const ZClubDetails = lazySchema(() =>
  ZProfileSubject.extend({
    clubName: z.string(),
    clubCountry: z.string(),
    currentLeague: z.string(),
    typeOfClub: z.enum(CLUB_TYPES),
    clubEmail: z.string().nullable(),
    clubWebsite: z.string(),
    /** An admin verified the club's federation registration (docs/product.md#club-needs): its name wears the badge. */
    verified: z.boolean(),
    /** How the club answers pitches (decision 061); null below five pitches. */
    pitchAnswers: ZPitchAnswerStats.nullable(),
  }),
);
export type TClubDetails = z.infer<typeof ZClubDetails>;
