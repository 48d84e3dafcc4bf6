import { Checkbox, MultiSelect, Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { AVAILABILITIES, RELOCATION_ANYWHERE, RELOCATION_COUNTRIES_MAX } from '@scouting/contract/availability';
import type { TPlayerProfileUpdate } from '@scouting/contract/schemas/player-profile';
import { useCountries } from '../../../api/countries.ts';
import { useProfilesT } from '../../../i18n/areas/profiles.ts';
import { useCountryOptions } from '../../../i18n/countries.ts';
import { useAvailabilityLabel } from '../../../shared/player-availability.tsx';

type Field = 'contractUntil' | 'availability' | 'relocation';

type AvailabilityInputsProps = {
  values: TPlayerProfileUpdate;
  inputProps: UseFormReturnType<TPlayerProfileUpdate>['getInputProps'];
  onChange: (field: Field, value: TPlayerProfileUpdate[Field]) => void;
};

/**
 * The availability part of the player's edit form (docs/product.md#availability): the contract's
 * last month, the availability, and the countries they would move to or anywhere.
 */
export function AvailabilityInputs({ values, inputProps, onChange }: AvailabilityInputsProps) {
  const t = useProfilesT();
  const availabilityLabel = useAvailabilityLabel();
  const countries = useCountries();
  const countryOptions = useCountryOptions(
    countries.data ?? (Array.isArray(values.relocation) ? values.relocation : []),
  );
  const anywhere = values.relocation === RELOCATION_ANYWHERE;
  return (
    <>
      <TextInput
        type="month"
        label={t('profiles.field.contractUntil')}
        placeholder="2026-06"
        {...inputProps('contractUntil')}
        value={values.contractUntil ?? ''}
        onChange={(event) => onChange('contractUntil', event.currentTarget.value || null)}
      />
      <Select
        label={t('profiles.field.availability')}
        placeholder={t('profiles.notSaid')}
        data={AVAILABILITIES.map((availability) => ({ value: availability, label: availabilityLabel(availability) }))}
        clearable
        {...inputProps('availability')}
        value={values.availability ?? null}
        onChange={(value) => onChange('availability', (value as TPlayerProfileUpdate['availability']) ?? null)}
      />
      <div>
        <MultiSelect
          label={t('profiles.field.relocation')}
          data={countryOptions}
          searchable
          clearable
          disabled={anywhere}
          maxValues={RELOCATION_COUNTRIES_MAX}
          {...inputProps('relocation')}
          value={Array.isArray(values.relocation) ? values.relocation : []}
          onChange={(value) => onChange('relocation', value)}
        />
        <Checkbox
          mt="xs"
          label={t('profiles.relocationAnywhere')}
          checked={anywhere}
          onChange={(event) => onChange('relocation', event.currentTarget.checked ? RELOCATION_ANYWHERE : [])}
        />
      </div>
    </>
  );
}
