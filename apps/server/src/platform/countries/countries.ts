import { createRequire } from 'node:module';
import { MESSAGES } from '@scouting/contract/messages';
import type { Countries } from 'world-countries';
import { AppError } from '../../errors.ts';

// The package is CommonJS with a default-export type declaration; require gives the array itself.
const countries = createRequire(import.meta.url)('world-countries') as Countries;

/** Common names, as the public countries service gives them, sorted for the picker. */
export const COUNTRY_NAMES: string[] = countries
  .map((country) => country.name.common)
  .sort((a, b) => a.localeCompare(b, 'en'));

const known = new Set(COUNTRY_NAMES);

/** Each common name's ISO 3166-1 alpha-2 code (every entry of the package has one). */
export const COUNTRY_CODES: Record<string, string> = Object.fromEntries(
  countries.filter((country) => /^[A-Z]{2}$/.test(country.cca2)).map((country) => [country.name.common, country.cca2]),
);

/** ISO codes of stored country names (the contact-details rule reads codes; members and posts store names). */
export function countryCodesOf(names: (string | null | undefined)[]): string[] {
  return names.flatMap((name) => (name && COUNTRY_CODES[name] ? [COUNTRY_CODES[name]] : []));
}

export function isKnownCountry(name: string): boolean {
  return known.has(name);
}

/** Refuses a profile save whose country is not in the picker's list, naming the form field. */
export function assertKnownCountry(field: string, name: string): void {
  if (!isKnownCountry(name)) {
    throw new AppError('VALIDATION_ERROR', MESSAGES.unknownCountry, { [field]: MESSAGES.unknownCountry });
  }
}
