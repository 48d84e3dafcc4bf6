import { LANGUAGES } from './languages.ts';

export const ACCOUNT_LANGUAGE_MESSAGES = {
  unknownLanguage: `Please choose one of the languages offered: ${LANGUAGES.join(', ')}.`,
} as const;
