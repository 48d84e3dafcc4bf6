import { Select } from '@mantine/core';
import { MESSAGES } from '@scouting/contract/messages';
import { useCountries } from '../../../api/countries.ts';
import { useAccountT } from '../../../i18n/areas/account.ts';
import { useCountryOptions } from '../../../i18n/countries.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import type { WizardValues } from './wizard-form.ts';
import { useWizardInputProps } from './wizard-form.ts';

type CountryField = Extract<keyof WizardValues, 'country' | 'countryOfOperation' | 'clubCountry'>;

/** A searchable pick from the sorted country list of the countries service (docs/product.md#accounts-and-registration). */
export function CountrySelect({ field, label }: { field: CountryField; label: string }) {
  const t = useAccountT();
  const sentence = useSentence();
  const countries = useCountries();
  const countryOptions = useCountryOptions(countries.data);
  const inputProps = useWizardInputProps()(field);
  return (
    <Select
      label={label}
      required
      searchable
      clearable
      data={countryOptions}
      placeholder={countries.isPending ? t('account.country.loading') : t('account.country.placeholder')}
      nothingFoundMessage={t('account.country.nothingFound')}
      {...inputProps}
      error={inputProps.error ?? (countries.isError ? sentence(MESSAGES.countriesLoadFailed) : undefined)}
    />
  );
}
