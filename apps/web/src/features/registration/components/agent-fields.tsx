import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { EXPERIENCE_YEARS } from '@scouting/contract';
import { EmailInput, WebsiteInput } from '../../../components/text-inputs.tsx';
import { AgeField } from './age-field.tsx';
import { CountrySelect } from './country-select.tsx';
import { useWizardFormContext } from './wizard-form.ts';

/** Step 6 for an agent (SPEC §3). */
export function AgentFields() {
  const form = useWizardFormContext();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label="Agency name" autoComplete="organization" required {...form.getInputProps('agencyName')} />
      <WebsiteInput label="Agency website" {...form.getInputProps('agencyWebsite')} />
      <CountrySelect field="countryOfOperation" label="Country of operation" />
      <AgeField />
      <NumberInput
        label="Years of experience"
        min={EXPERIENCE_YEARS.min}
        max={EXPERIENCE_YEARS.max}
        allowDecimal={false}
        allowNegative={false}
        required
        {...form.getInputProps('yearsOfExperience')}
      />
      <EmailInput label="Contact e-mail" {...form.getInputProps('contactEmail')} />
    </SimpleGrid>
  );
}
