import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { EXPERIENCE_YEARS } from '@scouting/contract';
import { EmailInput, WebsiteInput } from '../../../components/text-inputs.tsx';
import { AgeField } from './age-field.tsx';
import { CountrySelect } from './country-select.tsx';
import { useWizardFormContext } from './wizard-form.ts';

/** Step 6 for a scout (SPEC §3). */
export function ScoutFields() {
  const form = useWizardFormContext();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <AgeField />
      <EmailInput label="Contact e-mail" {...form.getInputProps('contactEmail')} />
      <CountrySelect field="countryOfOperation" label="Country of operation" />
      <TextInput
        label="Current employer"
        autoComplete="organization"
        required
        {...form.getInputProps('currentEmployer')}
      />
      <NumberInput
        label="Scouting experience (years)"
        min={EXPERIENCE_YEARS.min}
        max={EXPERIENCE_YEARS.max}
        allowDecimal={false}
        allowNegative={false}
        required
        {...form.getInputProps('scoutingExperience')}
      />
      <WebsiteInput label="Website" {...form.getInputProps('website')} />
    </SimpleGrid>
  );
}
