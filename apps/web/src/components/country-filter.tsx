import { Select } from '@mantine/core';
import { useCountries } from '../api/countries.ts';

type Props = {
  value: string | undefined;
  onChange: (country: string | null) => void;
};

/** The 'Country' filter of the lists that filter players (the video pool, player search). */
export function CountryFilter({ value, onChange }: Props) {
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
