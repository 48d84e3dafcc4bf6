import { createFormContext } from '@mantine/form';
import { withSentenceError } from '../../../i18n/field-errors.ts';
import { useSentence } from '../../../i18n/sentences.ts';

/**
 * Everything the seven steps collect. Fields that two roles share (contactEmail,
 * countryOfOperation, clubCountry) keep their value when the role changes; only the chosen
 * role's fields are sent. Number inputs hold '' until filled.
 */
export type WizardValues = {
  firstName: string;
  lastName: string;
  username: string;
  dob: string;
  country: string | null;
  role: string;
  // Agent
  agencyName: string;
  agencyWebsite: string;
  countryOfOperation: string | null;
  yearsOfExperience: number | string;
  contactEmail: string;
  // Scout
  currentEmployer: string;
  scoutingExperience: number | string;
  website: string;
  // Club
  clubName: string;
  clubCountry: string | null;
  currentLeague: string;
  typeOfClub: string;
  clubEmail: string;
  clubWebsite: string;
  // Player
  emailAddress: string;
  currentClub: string;
  previousClub: string;
  status: string;
  primaryPosition: string | null;
  secondaryPosition: string | null;
  preferredFoot: string;
  height: number | string;
  weight: number | string;
  playerStrength: string;
  // Terms
  acceptTerms: boolean;
};

export const INITIAL_WIZARD_VALUES: WizardValues = {
  firstName: '',
  lastName: '',
  username: '',
  dob: '',
  country: null,
  role: '',
  agencyName: '',
  agencyWebsite: '',
  countryOfOperation: null,
  yearsOfExperience: '',
  contactEmail: '',
  currentEmployer: '',
  scoutingExperience: '',
  website: '',
  clubName: '',
  clubCountry: null,
  currentLeague: '',
  typeOfClub: '',
  clubEmail: '',
  clubWebsite: '',
  emailAddress: '',
  currentClub: '',
  previousClub: '',
  status: '',
  primaryPosition: null,
  secondaryPosition: null,
  preferredFoot: '',
  height: '',
  weight: '',
  playerStrength: '',
  acceptTerms: false,
};

/** The step components read and write the one wizard form through this context. */
export const [WizardFormProvider, useWizardFormContext, useWizardForm] = createFormContext<WizardValues>();

/**
 * The wizard form's `getInputProps`, with each field's error (a contract schema's message id, or
 * the server's answer) in the language shown.
 */
export function useWizardInputProps(): ReturnType<typeof useWizardFormContext>['getInputProps'] {
  const form = useWizardFormContext();
  const sentence = useSentence();
  return (field, options) => withSentenceError(form.getInputProps(field, options), sentence);
}
