import { SimpleGrid } from '@mantine/core';
import { useAccountT } from '../../../i18n/areas/account.ts';
import { PlayerDetailsInputs, PreviousClubInput } from '../../../shared/player-football-inputs.tsx';
import { AgeField } from './age-field.tsx';
import { CountrySelect } from './country-select.tsx';
import { useWizardInputProps } from './wizard-form.ts';

/** Step 6 for a player (docs/product.md#accounts-and-registration): positions GK..ST, height in metres, weight in kilograms. */
export function PlayerFields() {
  const t = useAccountT();
  const inputProps = useWizardInputProps();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <AgeField />
      <PlayerDetailsInputs
        inputProps={inputProps}
        clubCountry={<CountrySelect field="clubCountry" label={t('account.field.clubCountry')} />}
        previousClub={<PreviousClubInput inputProps={inputProps} />}
      />
    </SimpleGrid>
  );
}
