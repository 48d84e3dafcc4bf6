import { SimpleGrid } from '@mantine/core';
import { PlayerDetailsInputs } from '../../../components/player-football-inputs.tsx';
import { AgeField } from './age-field.tsx';
import { CountrySelect } from './country-select.tsx';
import { useWizardFormContext } from './wizard-form.ts';

/** Step 6 for a player (SPEC §3, §9): positions GK..ST, height in metres, weight in kilograms. */
export function PlayerFields() {
  const form = useWizardFormContext();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <AgeField />
      <PlayerDetailsInputs
        inputProps={form.getInputProps}
        clubCountry={<CountrySelect field="clubCountry" label="Club country" />}
      />
    </SimpleGrid>
  );
}
