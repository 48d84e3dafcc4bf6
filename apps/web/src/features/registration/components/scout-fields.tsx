import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { EXPERIENCE_YEARS } from '@scouting/contract/registration';
import { EmailInput, WebsiteInput } from '../../../components/text-inputs.tsx';
import { useAccountT } from '../../../i18n/areas/account.ts';
import { AgeField } from './age-field.tsx';
import { CountrySelect } from './country-select.tsx';
import { useWizardInputProps } from './wizard-form.ts';

/** Step 6 for a scout (docs/product.md#accounts-and-registration). */
export function ScoutFields() {
  const t = useAccountT();
  const inputProps = useWizardInputProps();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <AgeField />
      <EmailInput label={t('account.field.contactEmail')} {...inputProps('contactEmail')} />
      <CountrySelect field="countryOfOperation" label={t('account.field.countryOfOperation')} />
      <TextInput
        label={t('account.field.currentEmployer')}
        autoComplete="organization"
        required
        {...inputProps('currentEmployer')}
      />
      <NumberInput
        label={t('account.field.scoutingExperience')}
        min={EXPERIENCE_YEARS.min}
        max={EXPERIENCE_YEARS.max}
        allowDecimal={false}
        allowNegative={false}
        required
        {...inputProps('scoutingExperience')}
      />
      <WebsiteInput label={t('account.field.website')} {...inputProps('website')} />
    </SimpleGrid>
  );
}
