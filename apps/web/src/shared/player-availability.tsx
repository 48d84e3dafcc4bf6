import { Select, TextInput } from '@mantine/core';
import { AVAILABILITIES, type TAvailability } from '@scouting/contract/availability';
import type { TPlayerAvailability } from '@scouting/contract/schemas/availability';
import { type MemberMessageId, useMemberT } from '../i18n/areas/member.ts';
import { useDateTimeFormat } from '../i18n/intl-formats.ts';
import { CountryChoiceFilter, type FilterProps } from './player-filters.tsx';

/**
 * A player's availability (docs/product.md#availability) as cards and profiles show it, and the
 * filters player search and the video pool share, written once so both say the same words.
 */
const AVAILABILITY_LABEL: Record<TAvailability, MemberMessageId> = {
  'Under contract': 'member.availability.underContract',
  'Free agent': 'member.availability.freeAgent',
  'Loan possible': 'member.availability.loanPossible',
  'Open to offers': 'member.availability.openToOffers',
};

/** `(availability) => its name in the language shown`; the API's value stays English. */
export function useAvailabilityLabel(): (availability: TAvailability) => string {
  const t = useMemberT();
  return (availability) => t(AVAILABILITY_LABEL[availability]);
}

/** `('2026-06') => 'Jun 2026'` in the language shown (juin 2026, يونيو 2026). */
export function useContractMonth(): (yearMonth: string) => string {
  // UTC both ways: the first of the month must not slip into the previous one west of Greenwich.
  const format = useDateTimeFormat({ month: 'short', year: 'numeric', timeZone: 'UTC' });
  return (yearMonth) => format.format(new Date(`${yearMonth}-01T00:00:00Z`));
}

/** "Contract until Jun 2026 · Free agent", or null when the player has said neither. */
export function useAvailabilitySummary(): (
  player: Pick<TPlayerAvailability, 'contractUntil' | 'availability'>,
) => string | null {
  const t = useMemberT();
  const month = useContractMonth();
  const label = useAvailabilityLabel();
  return (player) => {
    const parts = [
      player.contractUntil ? t('member.contractUntil', { month: month(player.contractUntil) }) : null,
      player.availability ? label(player.availability) : null,
    ].filter(Boolean);
    return parts.length > 0 ? parts.join(' · ') : null;
  };
}

export function AvailabilityFilter({ value, onChange }: FilterProps) {
  const t = useMemberT();
  const label = useAvailabilityLabel();
  return (
    <Select
      label={t('member.filter.availability')}
      placeholder={t('member.filter.anyAvailability')}
      data={AVAILABILITIES.map((availability) => ({ value: availability, label: label(availability) }))}
      clearable
      value={value ?? null}
      onChange={onChange}
    />
  );
}

/** A month field ('YYYY-MM', the browser's month picker where it has one). */
export function ContractEndsBeforeFilter({ value, onChange }: FilterProps) {
  const t = useMemberT();
  return (
    <TextInput
      type="month"
      label={t('member.filter.contractEndsBefore')}
      placeholder="2026-07"
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || null)}
    />
  );
}

export function RelocatesToFilter({ value, onChange }: FilterProps) {
  const t = useMemberT();
  return (
    <CountryChoiceFilter
      label={t('member.filter.relocatesTo')}
      anyPlaceholder={t('member.filter.anyDestination')}
      value={value}
      onChange={onChange}
    />
  );
}
