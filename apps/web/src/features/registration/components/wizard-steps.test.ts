import { dobYearsAgo } from '@scouting/contract/fixtures/members';
import { MESSAGES } from '@scouting/contract/messages';
import { describe, expect, it } from 'vitest';
import { INITIAL_WIZARD_VALUES, type WizardValues } from './wizard-form.ts';
import { stepErrors } from './wizard-steps.ts';

const DOB_STEP = 2;
const ROLE_STEP = 4;
const values = (overrides: Partial<WizardValues>): WizardValues => ({ ...INITIAL_WIZARD_VALUES, ...overrides });

describe('the birth-date step says who is too young', () => {
  it('refuses anyone under 13 at the birth date', () => {
    expect(stepErrors(DOB_STEP, values({ dob: dobYearsAgo(12, 11) }))).toStrictEqual({
      dob: MESSAGES.tooYoungToRegister,
    });
    expect(stepErrors(DOB_STEP, values({ dob: dobYearsAgo(13) }))).toStrictEqual({});
  });

  it('sends an agent, scout or club under 18 back to the birth date with the reason', () => {
    for (const role of ['Agent', 'Scout', 'Club']) {
      expect(stepErrors(ROLE_STEP, values({ role, dob: dobYearsAgo(17) })), role).toStrictEqual({
        dob: MESSAGES.tooYoungForRole,
      });
      expect(stepErrors(ROLE_STEP, values({ role, dob: dobYearsAgo(18) })), role).toStrictEqual({});
    }
    expect(stepErrors(ROLE_STEP, values({ role: 'Player', dob: dobYearsAgo(13) }))).toStrictEqual({});
  });
});
