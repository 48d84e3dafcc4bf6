import { Select } from '@mantine/core';
import { MIN_RATING_OPTIONS, PLAYER_STATUSES } from '@scouting/contract';
import { useCountries } from '../api/countries.ts';

/**
 * The filters that the lists of players share (the video pool, player search), written once so
 * their labels and choices stay the same on both.
 */
type FilterProps = {
  value: string | null | undefined;
  onChange: (value: string | null) => void;
};

export function CountryFilter({ value, onChange }: FilterProps) {
  const countries = useCountries();
  return (
    <Select
      label="Country"
      placeholder={countries.isError ? 'Countries unavailable' : 'Any country'}
      data={countries.data ?? []}
      searchable
      clearable
      nothingFoundMessage="No country found"
      value={value ?? null}
      onChange={onChange}
    />
  );
}

export function StatusFilter({ value, onChange }: FilterProps) {
  return (
    <Select
      label="Status"
      placeholder="Any status"
      data={[...PLAYER_STATUSES]}
      clearable
      value={value ?? null}
      onChange={onChange}
    />
  );
}

const RATING_CHOICES = MIN_RATING_OPTIONS.map((n) => ({
  value: String(n),
  label: `${n} ${n === 1 ? 'star' : 'stars'}`,
}));

export function MinRatingFilter({ value, onChange }: FilterProps) {
  return (
    <Select
      label="Minimum rating"
      placeholder="Any rating"
      data={RATING_CHOICES}
      clearable
      value={value ?? null}
      onChange={onChange}
    />
  );
}
