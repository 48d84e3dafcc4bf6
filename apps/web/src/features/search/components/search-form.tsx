import { Button, Checkbox, Collapse, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import {
  PLAYER_HEIGHT_M,
  PREFERRED_FEET,
  SEARCH_AGE,
  SEARCH_SORT_LABELS,
  SEARCH_SORTS,
  SPECIFIC_POSITIONS,
  type TSearchFiltersInput,
} from '@scouting/contract';
import { IconAdjustments, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { CountryFilter, MinRatingFilter, StatusFilter } from '../../../components/player-filters.tsx';
import type { SearchParamsRecord } from '../hooks/use-search-filters.ts';

type SearchFormProps = { initial: SearchParamsRecord; onSearch: (filters: TSearchFiltersInput) => void };

const numberOrEmpty = (value: string | undefined) => (value === undefined ? '' : Number(value));
const numberValue = (value: string | number) => (value === '' ? undefined : String(value));

/**
 * The text box, the filters and the order. Values are kept here while typing and written to the
 * URL on Search, so every search is one history entry. On a phone the filters fold away.
 */
export function SearchForm({ initial, onSearch }: SearchFormProps) {
  const [values, setValues] = useState<SearchParamsRecord>(initial);
  const phone = useMediaQuery('(max-width: 48em)');
  const activeFilters = Object.keys(initial).filter((key) => key !== 'q' && key !== 'sort').length;
  const [filtersOpen, { toggle }] = useDisclosure(activeFilters > 0);
  const set = (name: string) => (next: string | null | undefined) =>
    setValues((current) => {
      const copy = { ...current };
      if (next === null || next === undefined || next === '') delete copy[name];
      else copy[name] = next;
      return copy;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(values);
  };

  const filters = (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      <Select
        label="Position"
        description="Primary or secondary"
        placeholder="Any position"
        data={[...SPECIFIC_POSITIONS]}
        clearable
        value={values.position ?? null}
        onChange={set('position')}
      />
      <CountryFilter value={values.country} onChange={set('country')} />
      <NumberInput
        label="Minimum age"
        min={SEARCH_AGE.min}
        max={SEARCH_AGE.max}
        allowDecimal={false}
        value={numberOrEmpty(values.ageMin)}
        onChange={(next) => set('ageMin')(numberValue(next))}
      />
      <NumberInput
        label="Maximum age"
        min={SEARCH_AGE.min}
        max={SEARCH_AGE.max}
        allowDecimal={false}
        value={numberOrEmpty(values.ageMax)}
        onChange={(next) => set('ageMax')(numberValue(next))}
      />
      <Select
        label="Preferred foot"
        placeholder="Either foot"
        data={[...PREFERRED_FEET]}
        clearable
        value={values.foot ?? null}
        onChange={set('foot')}
      />
      <NumberInput
        label="Minimum height (m)"
        min={PLAYER_HEIGHT_M.min}
        max={PLAYER_HEIGHT_M.max}
        step={0.01}
        decimalScale={2}
        value={numberOrEmpty(values.heightMin)}
        onChange={(next) => set('heightMin')(numberValue(next))}
      />
      <NumberInput
        label="Maximum height (m)"
        min={PLAYER_HEIGHT_M.min}
        max={PLAYER_HEIGHT_M.max}
        step={0.01}
        decimalScale={2}
        value={numberOrEmpty(values.heightMax)}
        onChange={(next) => set('heightMax')(numberValue(next))}
      />
      <StatusFilter value={values.status} onChange={set('status')} />
      <MinRatingFilter value={values.minRating} onChange={set('minRating')} />
      <Checkbox
        label="Has videos"
        mt={{ base: 0, xs: 'xl' }}
        checked={values.hasVideos === 'true'}
        onChange={(event) => set('hasVideos')(event.currentTarget.checked ? 'true' : undefined)}
      />
    </SimpleGrid>
  );

  return (
    <form onSubmit={submit} aria-label="Search players">
      <Stack gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Search players"
            placeholder="Name, username or club"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={values.q ?? ''}
            onChange={(event) => set('q')(event.currentTarget.value)}
            style={{ flex: '1 1 14rem' }}
          />
          <Select
            label="Sort by"
            data={SEARCH_SORTS.map((sort) => ({ value: sort, label: SEARCH_SORT_LABELS[sort] }))}
            value={values.sort ?? 'best'}
            onChange={(next) => set('sort')(next === 'best' ? undefined : next)}
            allowDeselect={false}
            style={{ flex: '0 1 11rem' }}
          />
          <Button type="submit">Search</Button>
        </Group>
        {phone ? (
          <>
            <Button
              variant="default"
              leftSection={<IconAdjustments size={16} aria-hidden />}
              onClick={toggle}
              aria-expanded={filtersOpen}
              aria-controls="search-filters"
            >
              {filtersOpen ? 'Hide filters' : `Filters${activeFilters > 0 ? ` (${activeFilters})` : ''}`}
            </Button>
            <Collapse expanded={filtersOpen} id="search-filters">
              {filters}
            </Collapse>
          </>
        ) : (
          filters
        )}
      </Stack>
    </form>
  );
}
