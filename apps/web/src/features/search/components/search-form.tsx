import { Button, Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { PREFERRED_FEET } from '@scouting/contract/constants';
import { PLAYER_HEIGHT_M } from '@scouting/contract/registration';
import type { TSearchFiltersInput } from '@scouting/contract/schemas/search';
import { SEARCH_AGE, SEARCH_SORTS } from '@scouting/contract/search';
import { IconAdjustments, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { PHONE_QUERY, useMediaQueryNow } from '../../../hooks/use-media-query-now.ts';
import { useSearchT } from '../../../i18n/areas/search.ts';
import { usePositionOptions } from '../../../i18n/football.ts';
import { FiltersDrawer } from '../../../shared/filters-drawer.tsx';
import {
  AvailabilityFilter,
  ContractEndsBeforeFilter,
  RelocatesToFilter,
} from '../../../shared/player-availability.tsx';
import { CountryFilter, MinRatingFilter, StatusFilter } from '../../../shared/player-filters.tsx';
import { useSearchCount } from '../api/search-players.ts';
import type { SearchParamsRecord } from '../hooks/use-search-filters.ts';

type SearchFormProps = { initial: SearchParamsRecord; onSearch: (filters: TSearchFiltersInput) => void };

const numberOrEmpty = (value: string | undefined) => (value === undefined ? '' : Number(value));
const numberValue = (value: string | number) => (value === '' ? undefined : String(value));

/**
 * The text box, the filters and the order. Values are kept here while typing and written to the
 * URL on Search, so every search is one history entry. On a phone the filters fold away.
 */
export function SearchForm({ initial, onSearch }: SearchFormProps) {
  const t = useSearchT();
  const positionOptions = usePositionOptions();
  const [values, setValues] = useState<SearchParamsRecord>(initial);
  const phone = useMediaQueryNow(PHONE_QUERY);
  const activeFilters = Object.keys(initial).filter((key) => key !== 'q' && key !== 'sort').length;
  // On a phone the filters open in a drawer, built when first opened: a phone that never opens them never pays for them.
  const [filtersOpen, { open: openFilters, close: closeFilters }] = useDisclosure(false);
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
        label={t('search.form.position')}
        description={t('search.form.positionHelp')}
        placeholder={t('search.form.anyPosition')}
        data={positionOptions}
        clearable
        value={values.position ?? null}
        onChange={set('position')}
      />
      <CountryFilter value={values.country} onChange={set('country')} />
      <NumberInput
        label={t('search.form.ageMin')}
        min={SEARCH_AGE.min}
        max={SEARCH_AGE.max}
        allowDecimal={false}
        value={numberOrEmpty(values.ageMin)}
        onChange={(next) => set('ageMin')(numberValue(next))}
      />
      <NumberInput
        label={t('search.form.ageMax')}
        min={SEARCH_AGE.min}
        max={SEARCH_AGE.max}
        allowDecimal={false}
        value={numberOrEmpty(values.ageMax)}
        onChange={(next) => set('ageMax')(numberValue(next))}
      />
      <Select
        label={t('search.form.foot')}
        placeholder={t('search.form.eitherFoot')}
        data={PREFERRED_FEET.map((foot) => ({ value: foot, label: t(`search.foot.${foot}`) }))}
        clearable
        value={values.foot ?? null}
        onChange={set('foot')}
      />
      <NumberInput
        label={t('search.form.heightMin')}
        min={PLAYER_HEIGHT_M.min}
        max={PLAYER_HEIGHT_M.max}
        step={0.01}
        decimalScale={2}
        value={numberOrEmpty(values.heightMin)}
        onChange={(next) => set('heightMin')(numberValue(next))}
      />
      <NumberInput
        label={t('search.form.heightMax')}
        min={PLAYER_HEIGHT_M.min}
        max={PLAYER_HEIGHT_M.max}
        step={0.01}
        decimalScale={2}
        value={numberOrEmpty(values.heightMax)}
        onChange={(next) => set('heightMax')(numberValue(next))}
      />
      <StatusFilter value={values.status} onChange={set('status')} />
      <MinRatingFilter value={values.minRating} onChange={set('minRating')} />
      <ContractEndsBeforeFilter value={values.contractEndsBefore} onChange={set('contractEndsBefore')} />
      <AvailabilityFilter value={values.availability} onChange={set('availability')} />
      <RelocatesToFilter value={values.relocatesTo} onChange={set('relocatesTo')} />
      <Checkbox
        label={t('search.form.hasVideos')}
        mt={{ base: 0, xs: 'xl' }}
        checked={values.hasVideos === 'true'}
        onChange={(event) => set('hasVideos')(event.currentTarget.checked ? 'true' : undefined)}
      />
    </SimpleGrid>
  );

  return (
    <form onSubmit={submit} aria-label={t('search.form.label')}>
      <Stack gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('search.form.text')}
            placeholder={t('search.form.textPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={values.q ?? ''}
            onChange={(event) => set('q')(event.currentTarget.value)}
            style={{ flex: '1 1 14rem' }}
          />
          <Select
            label={t('search.form.sortBy')}
            data={SEARCH_SORTS.map((sort) => ({ value: sort, label: t(`search.sort.${sort}`) }))}
            value={values.sort ?? 'best'}
            onChange={(next) => set('sort')(next === 'best' ? undefined : next)}
            allowDeselect={false}
            style={{ flex: '0 1 11rem' }}
          />
          <Button type="submit">{t('search.form.submit')}</Button>
        </Group>
        {phone ? (
          <>
            <Button
              variant="default"
              leftSection={<IconAdjustments size={16} aria-hidden />}
              onClick={openFilters}
              aria-haspopup="dialog"
            >
              {activeFilters > 0 ? t('search.form.filtersActive', { count: activeFilters }) : t('search.form.filters')}
            </Button>
            <FiltersDrawer
              opened={filtersOpen}
              onClose={closeFilters}
              title={t('search.form.filters')}
              closeLabel={t('search.form.closeFilters')}
              useCount={useSearchCount}
              countLabel={(found) =>
                found
                  ? t(found.more ? 'search.form.showMore' : 'search.form.showCount', { count: found.count })
                  : t('search.form.showPlayers')
              }
              values={values}
              onApply={() => {
                onSearch(values);
                closeFilters();
              }}
            >
              {filters}
            </FiltersDrawer>
          </>
        ) : (
          filters
        )}
      </Stack>
    </form>
  );
}
