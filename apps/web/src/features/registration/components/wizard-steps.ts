import { type FormErrors, schemaResolver } from '@mantine/form';
import { ageFromBirthYearMonth } from '@scouting/contract/age';
import { REGISTRATION_ROLES, type TRegistrationRole } from '@scouting/contract/roles';
import { ROLE_FIELDS } from '@scouting/contract/schemas/registration';
import {
  WIZARD_ROLE_STEPS,
  ZWizardCountryStep,
  ZWizardDobStep,
  ZWizardNameStep,
  ZWizardRoleAge,
  ZWizardRoleStep,
  ZWizardTermsStep,
  ZWizardUsernameStep,
} from '@scouting/contract/schemas/wizard';
import { joinFullName } from '@scouting/contract/wizard';
import type { AccountMessageId } from '../../../i18n/areas/account.ts';
import type { WizardValues } from './wizard-form.ts';

/**
 * The seven steps of registration (docs/product.md#accounts-and-registration), in order, as message ids of the sign-up catalog: `label` names the
 * step in the stepper, `heading` heads it ('Name', 'Your name' in English).
 */
export const STEPS = [
  { label: 'account.step.name', heading: 'account.step.nameHeading' },
  { label: 'account.step.username', heading: 'account.step.usernameHeading' },
  { label: 'account.step.dob', heading: 'account.step.dobHeading' },
  { label: 'account.step.country', heading: 'account.step.countryHeading' },
  { label: 'account.step.role', heading: 'account.step.roleHeading' },
  { label: 'account.step.details', heading: 'account.step.detailsHeading' },
  { label: 'account.step.terms', heading: 'account.step.termsHeading' },
] as const satisfies readonly { label: AccountMessageId; heading: AccountMessageId }[];

export const USERNAME_STEP = 1;
export const ROLE_FIELDS_STEP = 5;
export const TERMS_STEP = STEPS.length - 1;

export function chosenRole(values: WizardValues): TRegistrationRole | null {
  return (REGISTRATION_ROLES as readonly string[]).includes(values.role) ? (values.role as TRegistrationRole) : null;
}

/** The age field is not typed: it follows the date of birth, judged by year and month (docs/product.md#accounts-and-registration). */
export function derivedAge(dob: string): number | '' {
  const age = ageFromBirthYearMonth(dob);
  return Number.isFinite(age) && age >= 0 ? age : '';
}

const sync = { sync: true } as const;
const STEP_CHECKS: Array<(values: WizardValues) => FormErrors> = [
  (values) => schemaResolver(ZWizardNameStep, sync)(values),
  (values) => schemaResolver(ZWizardUsernameStep, sync)(values),
  (values) => schemaResolver(ZWizardDobStep, sync)(values),
  (values) => schemaResolver(ZWizardCountryStep, sync)(values),
  (values) => {
    const errors = schemaResolver(ZWizardRoleStep, sync)(values);
    return Object.keys(errors).length > 0 ? errors : schemaResolver(ZWizardRoleAge, sync)(values);
  },
  (values) => {
    const role = chosenRole(values);
    if (!role) return schemaResolver(ZWizardRoleStep, sync)(values);
    return schemaResolver(WIZARD_ROLE_STEPS[role], sync)({ ...values, age: derivedAge(values.dob) });
  },
  (values) => schemaResolver(ZWizardTermsStep, sync)(values),
];

/** What Next (or Submit) finds missing on one step, as field errors; empty when the step is filled. */
export function stepErrors(step: number, values: WizardValues): FormErrors {
  return STEP_CHECKS[step]?.(values) ?? {};
}

/** Server field names that the form shows under another input. */
const FIELD_ALIASES: Record<string, keyof WizardValues | 'age'> = { fullName: 'firstName' };

const BASE_FIELD_STEPS: Record<string, number> = {
  firstName: 0,
  lastName: 0,
  username: 1,
  dob: 2,
  country: 3,
  role: 4,
  acceptTerms: TERMS_STEP,
};

export function formField(serverField: string): string {
  return FIELD_ALIASES[serverField] ?? serverField;
}

/** The step holding a (form) field, or null when no step shows it. */
export function stepOfField(field: string): number | null {
  if (field in BASE_FIELD_STEPS) return BASE_FIELD_STEPS[field] ?? null;
  const roleFields = Object.values(ROLE_FIELDS).flatMap((schema) => Object.keys(schema.shape));
  return roleFields.includes(field) ? ROLE_FIELDS_STEP : null;
}

/** POST /api/register's payload (docs/product.md#accounts-and-registration): the base fields, the role, and only that role's fields. */
export function toRegisterPayload(values: WizardValues): Record<string, unknown> {
  const role = chosenRole(values);
  const filled: Record<string, unknown> = { ...values, age: derivedAge(values.dob) };
  const roleFields = role ? Object.keys(ROLE_FIELDS[role].shape) : [];
  return {
    fullName: joinFullName(values.firstName, values.lastName),
    username: values.username.trim(),
    dob: values.dob,
    country: values.country ?? '',
    role: values.role,
    ...Object.fromEntries(roleFields.map((field) => [field, filled[field]])),
  };
}
