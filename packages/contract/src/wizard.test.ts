import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import {
  WIZARD_ROLE_STEPS,
  ZWizardCountryStep,
  ZWizardDobStep,
  ZWizardNameStep,
  ZWizardRoleStep,
  ZWizardTermsStep,
  ZWizardUsernameStep,
} from './schemas/wizard.ts';
import { joinFullName } from './wizard.ts';

type Schema = { safeParse: (input: unknown) => { error?: { issues: { message: string; path: PropertyKey[] }[] } } };

const messages = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('registration wizard steps', () => {
  it('asks for each base step with its product message', () => {
    expect(messages(ZWizardNameStep, { firstName: ' ', lastName: 'Striker' })).toEqual([
      `firstName: ${MESSAGES.provideName}`,
    ]);
    expect(messages(ZWizardUsernameStep, { username: '' })).toEqual([`username: ${MESSAGES.provideUsername}`]);
    expect(messages(ZWizardDobStep, { dob: '' })).toEqual([`dob: ${MESSAGES.provideDob}`]);
    expect(messages(ZWizardCountryStep, { country: '' })).toEqual([`country: ${MESSAGES.provideCountry}`]);
    expect(messages(ZWizardRoleStep, { role: '' })).toEqual([`role: ${MESSAGES.selectRole}`]);
    expect(messages(ZWizardTermsStep, { acceptTerms: false })).toEqual([`acceptTerms: ${MESSAGES.acceptTerms}`]);
  });

  it('keeps the format rules once a step is filled', () => {
    expect(messages(ZWizardUsernameStep, { username: 'a b' })).toEqual([`username: ${MESSAGES.usernameFormat}`]);
    expect(messages(ZWizardDobStep, { dob: '2999-01-01' })).toEqual([`dob: ${MESSAGES.invalidDob}`]);
  });

  it('requires every role field, blank numbers included, before checking formats', () => {
    const blankAgent = {
      agencyName: '',
      agencyWebsite: '',
      countryOfOperation: null,
      age: 30,
      yearsOfExperience: '',
      contactEmail: 'not-an-email',
    };
    expect(messages(WIZARD_ROLE_STEPS.Agent, blankAgent)).toEqual([
      `agencyName: ${MESSAGES.fieldRequired}`,
      `agencyWebsite: ${MESSAGES.fieldRequired}`,
      `countryOfOperation: ${MESSAGES.fieldRequired}`,
      `yearsOfExperience: ${MESSAGES.fieldRequired}`,
      `contactEmail: ${MESSAGES.invalidEmail}`,
    ]);
  });

  it('accepts a filled club step', () => {
    const club = {
      clubName: 'FC Test',
      clubCountry: 'Spain',
      currentLeague: 'Segunda',
      typeOfClub: 'Pro',
      clubEmail: 'club@example.com',
      clubWebsite: 'https://fc.example',
    };
    expect(messages(WIZARD_ROLE_STEPS.Club, club)).toEqual([]);
  });

  it('joins the name halves into fullName', () => {
    expect(joinFullName(' Ada ', 'Striker ')).toBe('Ada Striker');
  });
});
