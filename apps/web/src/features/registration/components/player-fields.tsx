import { Group, NumberInput, Radio, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { PLAYER_STATUSES, PREFERRED_FEET, SPECIFIC_POSITIONS } from '@scouting/contract';
import { AgeField } from './age-field.tsx';
import { CountrySelect } from './country-select.tsx';
import { useWizardFormContext } from './wizard-form.ts';

const POSITIONS = [...SPECIFIC_POSITIONS];

/** Step 6 for a player (SPEC §3, §9): positions GK..ST, height in metres, weight in kilograms. */
export function PlayerFields() {
  const form = useWizardFormContext();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <AgeField />
      <TextInput
        label="E-mail address"
        type="email"
        autoComplete="email"
        required
        {...form.getInputProps('emailAddress')}
      />
      <TextInput label="Current club" required {...form.getInputProps('currentClub')} />
      <CountrySelect field="clubCountry" label="Club country" />
      <TextInput
        label="Previous club"
        description="Club - Year, for example: Getafe - 2019"
        required
        {...form.getInputProps('previousClub')}
      />
      <Radio.Group label="Status" required {...form.getInputProps('status')}>
        <Group gap="md" mt="xs">
          {PLAYER_STATUSES.map((status) => (
            <Radio key={status} value={status} label={status} />
          ))}
        </Group>
      </Radio.Group>
      <Select label="Primary position" data={POSITIONS} required {...form.getInputProps('primaryPosition')} />
      <Select label="Secondary position" data={POSITIONS} required {...form.getInputProps('secondaryPosition')} />
      <Radio.Group label="Preferred foot" required {...form.getInputProps('preferredFoot')}>
        <Group gap="md" mt="xs">
          {PREFERRED_FEET.map((foot) => (
            <Radio key={foot} value={foot} label={foot} />
          ))}
        </Group>
      </Radio.Group>
      <NumberInput
        label="Height (m)"
        min={1}
        max={2.6}
        step={0.01}
        decimalScale={2}
        allowNegative={false}
        required
        {...form.getInputProps('height')}
      />
      <NumberInput
        label="Weight (kg)"
        min={20}
        max={200}
        decimalScale={1}
        allowNegative={false}
        required
        {...form.getInputProps('weight')}
      />
      <Textarea
        label="Player strength"
        autosize
        minRows={2}
        maxLength={500}
        required
        {...form.getInputProps('playerStrength')}
      />
    </SimpleGrid>
  );
}
