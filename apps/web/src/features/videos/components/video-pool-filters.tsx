import { Button, Collapse, Select, SimpleGrid, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { AGE_RANGES, GENERAL_POSITIONS } from '@scouting/contract/constants';
import { IconAdjustments } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { PHONE_QUERY, useMediaQueryNow } from '../../../hooks/use-media-query-now.ts';
import { useVideosT } from '../../../i18n/areas/videos.ts';
import { usePositionOptions } from '../../../i18n/football.ts';
import {
  AvailabilityFilter,
  ContractEndsBeforeFilter,
  RelocatesToFilter,
} from '../../../shared/player-availability.tsx';
import { CountryFilter, MinRatingFilter, StatusFilter } from '../../../shared/player-filters.tsx';
import type { PoolFilters } from '../api/get-video-pool.ts';

type VideoPoolFiltersProps = { value: PoolFilters; onChange: (next: PoolFilters) => void };

/** How many filters are set, for the folded button's count and the empty result's Clear filters. */
export function activeFilterCount(filters: PoolFilters): number {
  return Object.values(filters).filter((value) => value !== undefined && value !== '').length;
}

/**
 * The pool's filters (docs/product.md#dashboards); each one is optional. Below the sm breakpoint they
 * fold behind a Filters button (docs/conventions.md#look-and-feel), so a phone shows videos first, as the search does.
 */
export function VideoPoolFilters({ value, onChange }: VideoPoolFiltersProps) {
  const phone = useMediaQueryNow(PHONE_QUERY);
  const active = activeFilterCount(value);
  const [open, { toggle }] = useDisclosure(false);
  // Folded filters are built when first unfolded: a phone that never opens them never pays for them.
  const [unfolded, setUnfolded] = useState(false);
  if (open && !unfolded) setUnfolded(true);
  const id = useId();
  const t = useVideosT();
  const set = (name: keyof PoolFilters) => (next: string | null) => onChange({ ...value, [name]: next ?? undefined });
  const filters = <FilterFields value={value} set={set} onChange={onChange} />;
  if (!phone) return filters;
  return (
    <Stack gap="sm">
      <Button
        variant="default"
        leftSection={<IconAdjustments size={16} aria-hidden />}
        onClick={toggle}
        aria-expanded={open}
        aria-controls={id}
      >
        {open ? t('videos.filters.hide') : t('videos.filters.show', { active })}
      </Button>
      <Collapse expanded={open} id={id}>
        {unfolded ? filters : null}
      </Collapse>
    </Stack>
  );
}

type FilterFieldsProps = VideoPoolFiltersProps & {
  set: (name: keyof PoolFilters) => (next: string | null) => void;
};

function FilterFields({ value, set, onChange }: FilterFieldsProps) {
  const t = useVideosT();
  const positionOptions = usePositionOptions();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
      <Select
        label={t('videos.filters.ageRange')}
        placeholder={t('videos.filters.anyAge')}
        data={[...AGE_RANGES]}
        clearable
        value={value.ageRange ?? null}
        onChange={set('ageRange')}
      />
      <Select
        label={t('videos.filters.generalPosition')}
        placeholder={t('videos.filters.anyPosition')}
        data={GENERAL_POSITIONS.map((position) => ({
          value: position,
          label: t(`videos.generalPosition.${position}`),
        }))}
        clearable
        value={value.generalPosition ?? null}
        onChange={set('generalPosition')}
      />
      <Select
        label={t('videos.filters.primaryPosition')}
        placeholder={t('videos.filters.anyPosition')}
        data={positionOptions}
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
      <ContractEndsBeforeFilter value={value.contractEndsBefore} onChange={set('contractEndsBefore')} />
      <AvailabilityFilter value={value.availability} onChange={set('availability')} />
      <RelocatesToFilter value={value.relocatesTo} onChange={set('relocatesTo')} />
    </SimpleGrid>
  );
}
