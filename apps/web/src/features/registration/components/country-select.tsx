import { Select } from '@mantine/core';
import { MESSAGES } from '@scouting/contract';
import { useCountries } from '../../../api/countries.ts';
import type { WizardValues } from './wizard-form.ts';
import { useWizardFormContext } from './wizard-form.ts';

type CountryField = Extract<keyof WizardValues, 'country' | 'countryOfOperation' | 'clubCountry'>;

/** A searchable pick from the sorted country list of the countries service (SPEC §2 step 4, §7). */
export function CountrySelect({ field, label }: { field: CountryField; label: string }) {
  const form = useWizardFormContext();
  const countries = useCountries();
  const inputProps = form.getInputProps(field);
  return (
    <Select
      label={label}
      required
      searchable
      clearable
      data={countries.data ?? []}
      placeholder={countries.isPending ? 'Loading countries…' : 'Type to search'}
      nothingFoundMessage="No country matches"
      {...inputProps}
      error={inputProps.error ?? (countries.isError ? MESSAGES.countriesLoadFailed : undefined)}
    />
  );
}
