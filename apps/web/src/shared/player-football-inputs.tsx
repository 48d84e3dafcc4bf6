import { Group, NumberInput, Radio, Select, TextInput } from '@mantine/core';
import { PLAYER_STATUSES, PREFERRED_FEET, type TPreferredFoot } from '@scouting/contract/constants';
import { PLAYER_HEIGHT_M, PLAYER_STRENGTH_MAX_LENGTH, PLAYER_WEIGHT_KG } from '@scouting/contract/registration';
import type { ReactNode } from 'react';
import { GrowingTextarea } from '../components/growing-textarea.tsx';
import { EmailInput } from '../components/text-inputs.tsx';
import { type MemberMessageId, useMemberT } from '../i18n/areas/member.ts';
import { usePositionOptions } from '../i18n/football.ts';
import { useSentence } from '../i18n/sentences.ts';
import { usePlayerStatusLabel } from './player-filters.tsx';

type FootballField =
  | 'status'
  | 'primaryPosition'
  | 'secondaryPosition'
  | 'preferredFoot'
  | 'height'
  | 'weight'
  | 'playerStrength';

type PlayerDetailsField = FootballField | 'emailAddress' | 'currentClub';

const FOOT_LABEL: Record<TPreferredFoot, MemberMessageId> = { Left: 'member.foot.left', Right: 'member.foot.right' };

/**
 * The owning form's `getInputProps`, with its validation message (the contract's sentence) in the
 * language shown.
 */
function useTranslatedInputProps<Field extends string>(inputProps: (field: Field) => object) {
  const sentence = useSentence();
  return (field: Field): object => {
    const props = inputProps(field) as { error?: unknown };
    return typeof props.error === 'string' ? { ...props, error: sentence(props.error) } : props;
  };
}

/**
 * A player's details as registration asks them and the profile's edit mode changes them: e-mail,
 * clubs, then the football half. Each form brings its own club-country pick (the wizard's loads
 * and clears, the edit form keeps the saved country while the list loads). Only the wizard asks for
 * the previous club: it becomes an entry of the record, which the profile edits (decision 066).
 */
export function PlayerDetailsInputs({
  inputProps,
  clubCountry,
  previousClub,
}: {
  inputProps: (field: PlayerDetailsField) => object;
  clubCountry: ReactNode;
  previousClub?: ReactNode;
}) {
  const t = useMemberT();
  const props = useTranslatedInputProps(inputProps);
  return (
    <>
      <EmailInput label={t('member.player.email')} {...props('emailAddress')} />
      <TextInput label={t('member.player.currentClub')} required {...props('currentClub')} />
      {clubCountry}
      {previousClub}
      <PlayerFootballInputs inputProps={inputProps} />
    </>
  );
}

/** The wizard's previous club, free text 'Club - Year' as the SPEC has it. */
export function PreviousClubInput({ inputProps }: { inputProps: (field: 'previousClub') => object }) {
  const t = useMemberT();
  const props = useTranslatedInputProps(inputProps);
  return (
    <TextInput
      label={t('member.player.previousClub')}
      description={t('member.player.previousClubHint')}
      required
      {...props('previousClub')}
    />
  );
}

/**
 * The football half of a player's details (docs/product.md#accounts-and-registration): status, positions GK..ST, foot, height
 * in metres, weight in kilograms and strength. Shared by the registration wizard and the profile's
 * edit mode; `inputProps` is the owning form's `getInputProps`.
 */
export function PlayerFootballInputs({ inputProps }: { inputProps: (field: FootballField) => object }) {
  const t = useMemberT();
  const props = useTranslatedInputProps(inputProps);
  const positions = usePositionOptions();
  const statusLabel = usePlayerStatusLabel();
  return (
    <>
      <Radio.Group label={t('member.player.status')} required {...props('status')}>
        <Group gap="md" mt="xs">
          {PLAYER_STATUSES.map((status) => (
            <Radio key={status} value={status} label={statusLabel(status)} />
          ))}
        </Group>
      </Radio.Group>
      <Select label={t('member.player.primaryPosition')} data={positions} required {...props('primaryPosition')} />
      <Select label={t('member.player.secondaryPosition')} data={positions} required {...props('secondaryPosition')} />
      <Radio.Group label={t('member.player.preferredFoot')} required {...props('preferredFoot')}>
        <Group gap="md" mt="xs">
          {PREFERRED_FEET.map((foot) => (
            <Radio key={foot} value={foot} label={t(FOOT_LABEL[foot])} />
          ))}
        </Group>
      </Radio.Group>
      <NumberInput
        label={t('member.player.height')}
        min={PLAYER_HEIGHT_M.min}
        max={PLAYER_HEIGHT_M.max}
        step={0.01}
        decimalScale={2}
        allowNegative={false}
        required
        {...props('height')}
      />
      <NumberInput
        label={t('member.player.weight')}
        min={PLAYER_WEIGHT_KG.min}
        max={PLAYER_WEIGHT_KG.max}
        decimalScale={1}
        allowNegative={false}
        required
        {...props('weight')}
      />
      <GrowingTextarea
        label={t('member.player.strength')}
        minRows={2}
        maxLength={PLAYER_STRENGTH_MAX_LENGTH}
        required
        {...props('playerStrength')}
      />
    </>
  );
}
