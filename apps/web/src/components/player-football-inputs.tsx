import { Group, NumberInput, Radio, Select, Textarea, TextInput } from '@mantine/core';
import {
  PLAYER_HEIGHT_M,
  PLAYER_STATUSES,
  PLAYER_STRENGTH_MAX_LENGTH,
  PLAYER_WEIGHT_KG,
  PREFERRED_FEET,
  SPECIFIC_POSITIONS,
} from '@scouting/contract';
import type { ReactNode } from 'react';
import { EmailInput } from './text-inputs.tsx';

const POSITIONS = [...SPECIFIC_POSITIONS];

type FootballField =
  | 'status'
  | 'primaryPosition'
  | 'secondaryPosition'
  | 'preferredFoot'
  | 'height'
  | 'weight'
  | 'playerStrength';

type PlayerDetailsField = FootballField | 'emailAddress' | 'currentClub' | 'previousClub';

/**
 * A player's details as registration asks them and the profile's edit mode changes them: e-mail,
 * clubs, then the football half. Each form brings its own club-country pick (the wizard's loads
 * and clears, the edit form keeps the saved country while the list loads).
 */
export function PlayerDetailsInputs({
  inputProps,
  clubCountry,
}: {
  inputProps: (field: PlayerDetailsField) => object;
  clubCountry: ReactNode;
}) {
  return (
    <>
      <EmailInput label="E-mail address" {...inputProps('emailAddress')} />
      <TextInput label="Current club" required {...inputProps('currentClub')} />
      {clubCountry}
      <TextInput
        label="Previous club"
        description="Club - Year, for example: Getafe - 2019"
        required
        {...inputProps('previousClub')}
      />
      <PlayerFootballInputs inputProps={inputProps} />
    </>
  );
}

/**
 * The football half of a player's details (SPEC §3, §9): status, positions GK..ST, foot, height
 * in metres, weight in kilograms and strength. Shared by the registration wizard and the profile's
 * edit mode; `inputProps` is the owning form's `getInputProps`.
 */
export function PlayerFootballInputs({ inputProps }: { inputProps: (field: FootballField) => object }) {
  return (
    <>
      <Radio.Group label="Status" required {...inputProps('status')}>
        <Group gap="md" mt="xs">
          {PLAYER_STATUSES.map((status) => (
            <Radio key={status} value={status} label={status} />
          ))}
        </Group>
      </Radio.Group>
      <Select label="Primary position" data={POSITIONS} required {...inputProps('primaryPosition')} />
      <Select label="Secondary position" data={POSITIONS} required {...inputProps('secondaryPosition')} />
      <Radio.Group label="Preferred foot" required {...inputProps('preferredFoot')}>
        <Group gap="md" mt="xs">
          {PREFERRED_FEET.map((foot) => (
            <Radio key={foot} value={foot} label={foot} />
          ))}
        </Group>
      </Radio.Group>
      <NumberInput
        label="Height (m)"
        min={PLAYER_HEIGHT_M.min}
        max={PLAYER_HEIGHT_M.max}
        step={0.01}
        decimalScale={2}
        allowNegative={false}
        required
        {...inputProps('height')}
      />
      <NumberInput
        label="Weight (kg)"
        min={PLAYER_WEIGHT_KG.min}
        max={PLAYER_WEIGHT_KG.max}
        decimalScale={1}
        allowNegative={false}
        required
        {...inputProps('weight')}
      />
      <Textarea
        label="Player strength"
        autosize
        minRows={2}
        maxLength={PLAYER_STRENGTH_MAX_LENGTH}
        required
        {...inputProps('playerStrength')}
      />
    </>
  );
}
