import { Group, Radio, SimpleGrid, TextInput } from '@mantine/core';
import { CLUB_TYPES } from '@scouting/contract';
import { EmailInput, WebsiteInput } from '../../../components/text-inputs.tsx';
import { CountrySelect } from './country-select.tsx';
import { useWizardFormContext } from './wizard-form.ts';

/** Step 6 for a club (SPEC §3); clubs have no age. */
export function ClubFields() {
  const form = useWizardFormContext();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label="Club name" autoComplete="organization" required {...form.getInputProps('clubName')} />
      <CountrySelect field="clubCountry" label="Club country" />
      <TextInput label="Current league" required {...form.getInputProps('currentLeague')} />
      <Radio.Group label="Type of club" required {...form.getInputProps('typeOfClub')}>
        <Group gap="md" mt="xs">
          {CLUB_TYPES.map((type) => (
            <Radio key={type} value={type} label={type} />
          ))}
        </Group>
      </Radio.Group>
      <EmailInput label="Club e-mail" {...form.getInputProps('clubEmail')} />
      <WebsiteInput label="Club website" {...form.getInputProps('clubWebsite')} />
    </SimpleGrid>
  );
}
