import { z } from 'zod';
import { PLAYER_STATUSES, PREFERRED_FEET, SPECIFIC_POSITIONS } from '../constants.ts';
import { lazySchema } from '../lazy-schema.ts';
import { MESSAGES } from '../messages.ts';
import { VERIFICATION_STATUSES } from '../profiles.ts';
import { PARENT_CONSENT_STATES } from '../safeguarding.ts';
import { ZPlayerAvailability } from './availability.ts';
import { ZRepresentedBy } from './representation.ts';

export const ZUserIdParams = lazySchema(() => z.object({ userId: z.coerce.number().int().positive() }));
export const ZIdParams = lazySchema(() => z.object({ id: z.coerce.number().int().positive() }));

/**
 * GET /api/player-details/{id}. Private fields (e-mails, the parent e-mail, a minor's
 * date of birth) are null unless the caller is the player or an admin.
 */
export const ZPlayerDetails = lazySchema(() =>
  z.object({
    id: z.number().int(),
    fullName: z.string(),
    username: z.string(),
    dob: z.string().nullable(),
    age: z.number().int(),
    country: z.string().nullable(),
    currentClub: z.string(),
    clubCountry: z.string(),
    /** The previous club as the wizard was given it; the record (GET /api/player-career) carries it from registration on. */
    previousClub: z.string(),
    status: z.enum(PLAYER_STATUSES),
    primaryPosition: z.enum(SPECIFIC_POSITIONS),
    secondaryPosition: z.enum(SPECIFIC_POSITIONS),
    height: z.number(),
    weight: z.number(),
    preferredFoot: z.enum(PREFERRED_FEET),
    playerStrength: z.string(),
    profileImageUrl: z.string().nullable(),
    displayImageUrl: z.string().nullable(),
    transfermarktUrl: z.string().nullable(),
    youtube_channel_id: z.string().nullable(),
    canEditTransfermarkt: z.boolean(),
    isUnderage: z.boolean(),
    emailAddress: z.string().nullable(),
    parentEmail: z.string().nullable(),
    /** Where the parent's consent stands (docs/product.md#parental-consent); null unless the viewer is the player or an admin. */
    parentConsent: z.enum(PARENT_CONSENT_STATES).nullable(),
    /** True when the caller may see the private fields (the player themself or an admin). */
    isOwnerView: z.boolean(),
    /** The agent who represents the player now (decision 025), until the agreement's end date. */
    representedBy: ZRepresentedBy.nullable(),
    /** Contract end, availability and where they would move (docs/product.md#availability); public. */
    ...ZPlayerAvailability.shape,
  }),
);
export type TPlayerDetails = z.infer<typeof ZPlayerDetails>;

/** GET /api/agent-details/{userId}; contactEmail and dob only for the agent and admins. */
export const ZAgentDetails = lazySchema(() =>
  z.object({
    id: z.number().int(),
    fullName: z.string(),
    username: z.string(),
    contactEmail: z.string().nullable(),
    dob: z.string().nullable(),
    agencyName: z.string(),
    agencyWebsite: z.string(),
    countryOfOperation: z.string(),
    yearsOfExperience: z.number().int(),
    profileImageUrl: z.string().nullable(),
    displayImageUrl: z.string().nullable(),
    isVerified: z.boolean(),
    verificationStatus: z.enum(VERIFICATION_STATUSES),
    allowResubmission: z.boolean(),
    /** The reason of the latest denial, for the agent and admins only (null otherwise). */
    rejectionReason: z.string().nullable(),
    isOwnerView: z.boolean(),
  }),
);
export type TAgentDetails = z.infer<typeof ZAgentDetails>;

/** PUT /api/player-details/{id} with parentEmail (docs/product.md#minors: the minor's blocking overlay). */
export const ZParentEmailRequest = lazySchema(() =>
  z.object({
    parentEmail: z.string().trim().min(1, MESSAGES.fieldRequired).pipe(z.email(MESSAGES.invalidEmail)),
  }),
);
export const ZMessageResponse = lazySchema(() => z.object({ message: z.string() }));
