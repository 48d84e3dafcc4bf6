import { SimpleGrid, TextInput } from '@mantine/core';
import { PlayerFootballInputs } from '../../../components/player-football-inputs.tsx';
import { EmailInput } from '../../../components/text-inputs.tsx';
import { AgeField } from './age-field.tsx';
import { CountrySelect } from './country-select.tsx';
import { useWizardFormContext } from './wizard-form.ts';

/** Step 6 for a player (SPEC §3, §9): positions GK..ST, height in metres, weight in kilograms. */
export function PlayerFields() {
  const form = useWizardFormContext();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <AgeField />
      <EmailInput label="E-mail address" {...form.getInputProps('emailAddress')} />
      <TextInput label="Current club" required {...form.getInputProps('currentClub')} />
      <CountrySelect field="clubCountry" label="Club country" />
      <TextInput
        label="Previous club"
        description="Club - Year, for example: Getafe - 2019"
        required
        {...form.getInputProps('previousClub')}
      />
      <PlayerFootballInputs inputProps={form.getInputProps} />
    </SimpleGrid>
  );
}
