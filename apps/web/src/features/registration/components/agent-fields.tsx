import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { EXPERIENCE_YEARS } from '@scouting/contract/registration';
import { EmailInput, WebsiteInput } from '../../../components/text-inputs.tsx';
import { useAccountT } from '../../../i18n/areas/account.ts';
import { AgeField } from './age-field.tsx';
import { CountrySelect } from './country-select.tsx';
import { useWizardInputProps } from './wizard-form.ts';

/** Step 6 for an agent (docs/product.md#accounts-and-registration). */
export function AgentFields() {
  const t = useAccountT();
  const inputProps = useWizardInputProps();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        label={t('account.field.agencyName')}
        autoComplete="organization"
        required
        {...inputProps('agencyName')}
      />
      <WebsiteInput label={t('account.field.agencyWebsite')} {...inputProps('agencyWebsite')} />
      <CountrySelect field="countryOfOperation" label={t('account.field.countryOfOperation')} />
      <AgeField />
      <NumberInput
        label={t('account.field.yearsOfExperience')}
        min={EXPERIENCE_YEARS.min}
        max={EXPERIENCE_YEARS.max}
        allowDecimal={false}
        allowNegative={false}
        required
        {...inputProps('yearsOfExperience')}
      />
      <EmailInput label={t('account.field.contactEmail')} {...inputProps('contactEmail')} />
    </SimpleGrid>
  );
}
