import { Select } from '@mantine/core';
import { PLAYER_STATUSES } from '@scouting/contract/constants';
import { MIN_RATING_OPTIONS } from '@scouting/contract/videos';
import { useCountries } from '../api/countries.ts';
import { type MemberMessageId, useMemberT } from '../i18n/areas/member.ts';
import { useCountryOptions } from '../i18n/countries.ts';

/**
 * The filters that the lists of players share (the video pool, player search), written once so
 * their labels and choices stay the same on both.
 */
export type FilterProps = {
  value: string | null | undefined;
  onChange: (value: string | null) => void;
};

type TPlayerStatus = (typeof PLAYER_STATUSES)[number];

/** Each player status's name in the member catalog; the status (the API's value) stays English. */
const PLAYER_STATUS_LABEL: Record<TPlayerStatus, MemberMessageId> = {
  'Free Agent': 'member.playerStatus.freeAgent',
  Represented: 'member.playerStatus.represented',
};

/** `(status) => its name in the language shown`: "Free Agent", "Represented". */
export function usePlayerStatusLabel(): (status: TPlayerStatus) => string {
  const t = useMemberT();
  return (status) => t(PLAYER_STATUS_LABEL[status]);
}

export function CountryFilter({ value, onChange }: FilterProps) {
  const t = useMemberT();
  return (
    <CountryChoiceFilter
      label={t('member.filter.country')}
      anyPlaceholder={t('member.filter.anyCountry')}
      value={value}
      onChange={onChange}
    />
  );
}

/** A searchable pick among the countries, or none; the placeholder says so when the list could not load. */
export function CountryChoiceFilter({
  label,
  anyPlaceholder,
  value,
  onChange,
}: FilterProps & { label: string; anyPlaceholder: string }) {
  const t = useMemberT();
  const countries = useCountries();
  const countryOptions = useCountryOptions(countries.data);
  return (
    <Select
      label={label}
      placeholder={countries.isError ? t('member.filter.countriesUnavailable') : anyPlaceholder}
      data={countryOptions}
      searchable
      clearable
      nothingFoundMessage={t('member.filter.noCountryFound')}
      value={value ?? null}
      onChange={onChange}
    />
  );
}

export function StatusFilter({ value, onChange }: FilterProps) {
  const t = useMemberT();
  const statusLabel = usePlayerStatusLabel();
  return (
    <Select
      label={t('member.filter.status')}
      placeholder={t('member.filter.anyStatus')}
      data={PLAYER_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))}
      clearable
      value={value ?? null}
      onChange={onChange}
    />
  );
}

export function MinRatingFilter({ value, onChange }: FilterProps) {
  const t = useMemberT();
  return (
    <Select
      label={t('member.filter.minRating')}
      placeholder={t('member.filter.anyRating')}
      data={MIN_RATING_OPTIONS.map((count) => ({ value: String(count), label: t('member.filter.stars', { count }) }))}
      clearable
      value={value ?? null}
      onChange={onChange}
    />
  );
}
