import { z } from 'zod';
import { ageFromBirthYearMonth, isOldEnoughFor, MIN_REGISTRATION_AGE } from '../age.ts';
import { lazySchema } from '../lazy-schema.ts';
import { MESSAGES } from '../messages.ts';
import { tooYoungMessage } from '../registration.ts';
import { REGISTRATION_ROLES, type TRegistrationRole } from '../roles.ts';
import { ROLE_FIELDS, ZDateOfBirth, ZRegistrationBase } from './registration.ts';

/**
 * What each Next button of the registration wizard checks (docs/product.md#accounts-and-registration). POST /api/register
 * still validates the whole payload with ZRegisterRequest; these only decide whether a step is filled.
 */

const filled = (message: string) => z.string({ error: message }).trim().min(1, message);

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** A blank field says "required" before any format rule (an empty number input is not 0). */
function requiredFirst<T extends z.ZodType>(schema: T) {
  return z
    .unknown()
    .refine((value) => !isBlank(value), { message: MESSAGES.fieldRequired, abort: true })
    .pipe(schema);
}

function everyFieldRequired(schema: z.ZodObject) {
  return z.object(Object.fromEntries(Object.entries(schema.shape).map(([key, field]) => [key, requiredFirst(field)])));
}

/** Step 1: the two halves of fullName ("first last"). */
export const ZWizardNameStep = lazySchema(() =>
  z.object({
    firstName: filled(MESSAGES.provideName),
    lastName: filled(MESSAGES.provideName),
  }),
);

/** Step 2; whether the name is free is asked of the server afterwards. */
export const ZWizardUsernameStep = lazySchema(() =>
  z.object({
    username: filled(MESSAGES.provideUsername).pipe(ZRegistrationBase.shape.username),
  }),
);

/**
 * Step 3: empty gets the product's message, a malformed or future date the contract's, anyone under 13
 * the minimum age (docs/product.md#roles; the role's own minimum is checked once the role is chosen).
 */
export const ZWizardDobStep = lazySchema(() =>
  z.object({
    dob: filled(MESSAGES.provideDob)
      .pipe(ZDateOfBirth)
      // A future or malformed date already has its own message: only a real, too recent one is "too young".
      .refine((dob) => !(ageFromBirthYearMonth(dob) >= 0 && ageFromBirthYearMonth(dob) < MIN_REGISTRATION_AGE), {
        message: MESSAGES.tooYoungToRegister,
      }),
  }),
);

/** Step 4. */
export const ZWizardCountryStep = lazySchema(() => ZRegistrationBase.pick({ country: true }));

/** Step 5. */
export const ZWizardRoleStep = lazySchema(() =>
  z.object({ role: z.enum(REGISTRATION_ROLES, { error: MESSAGES.selectRole }) }),
);

/**
 * Step 5 again, with the birth date of step 3: an agent, scout or club under 18 is told so on the
 * birth date, where the wizard sends them back (docs/product.md#roles).
 */
export const ZWizardRoleAge = lazySchema(() =>
  z
    .object({ role: z.enum(REGISTRATION_ROLES, { error: MESSAGES.selectRole }), dob: z.string() })
    .superRefine(({ role, dob }, ctx) => {
      if (!isOldEnoughFor(role, dob)) ctx.addIssue({ code: 'custom', path: ['dob'], message: tooYoungMessage(role) });
    }),
);

/** Step 6: the chosen role's fields, all required (docs/product.md#accounts-and-registration), with the contract's format rules. */
export const WIZARD_ROLE_STEPS: Record<TRegistrationRole, z.ZodType> = {
  Agent: lazySchema(() => everyFieldRequired(ROLE_FIELDS.Agent)),
  Scout: lazySchema(() => everyFieldRequired(ROLE_FIELDS.Scout)),
  Club: lazySchema(() => everyFieldRequired(ROLE_FIELDS.Club)),
  Player: lazySchema(() => everyFieldRequired(ROLE_FIELDS.Player)),
  // A parent has no fields of their own: step 6 is empty (docs/product.md#parents).
  Parent: lazySchema(() => z.object({})),
};

/** Step 7: Submit needs the accepted terms. */
export const ZWizardTermsStep = lazySchema(() =>
  z.object({ acceptTerms: z.literal(true, { error: MESSAGES.acceptTerms }) }),
);

/** GET /api/register/username-available (step 2). */
export const ZUsernameAvailability = lazySchema(() => z.object({ available: z.boolean() }));
export type TUsernameAvailability = z.infer<typeof ZUsernameAvailability>;
