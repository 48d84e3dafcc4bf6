import { Select, SimpleGrid } from '@mantine/core';
import { AGE_RANGES, GENERAL_POSITIONS, SPECIFIC_POSITIONS } from '@scouting/contract';
import { CountryFilter, MinRatingFilter, StatusFilter } from '../../../components/player-filters.tsx';
import type { PoolFilters } from '../api/get-video-pool.ts';

type VideoPoolFiltersProps = { value: PoolFilters; onChange: (next: PoolFilters) => void };

/** The SPEC §7 filters with the values of §9; each one is optional. */
export function VideoPoolFilters({ value, onChange }: VideoPoolFiltersProps) {
  const set = (name: keyof PoolFilters) => (next: string | null) => onChange({ ...value, [name]: next ?? undefined });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
      <Select
        label="Age range"
        placeholder="Any age"
        data={[...AGE_RANGES]}
        clearable
        value={value.ageRange ?? null}
        onChange={set('ageRange')}
      />
      <Select
        label="General position"
        placeholder="Any position"
        data={[...GENERAL_POSITIONS]}
        clearable
        value={value.generalPosition ?? null}
        onChange={set('generalPosition')}
      />
      <Select
        label="Primary position"
        placeholder="Any position"
        data={[...SPECIFIC_POSITIONS]}
        clearable
        value={value.primaryPosition ?? null}
        onChange={set('primaryPosition')}
      />
      <CountryFilter value={value.country} onChange={set('country')} />
      <StatusFilter value={value.status} onChange={set('status')} />
      <MinRatingFilter
        value={value.minRating === undefined ? null : String(value.minRating)}
        onChange={(next) => onChange({ ...value, minRating: next ? Number(next) : undefined })}
      />
    </SimpleGrid>
  );
}
