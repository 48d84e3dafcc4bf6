import { Button, Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { OPEN_OPPORTUNITY_SORTS } from '@scouting/contract/open-opportunities';
import { OPPORTUNITY_POSTER_ROLES, OPPORTUNITY_TYPES } from '@scouting/contract/opportunities';
import { OPPORTUNITY_CITY_MAX, OPPORTUNITY_SEARCH_MAX } from '@scouting/contract/opportunity-details';
import { IconAdjustments, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { PHONE_QUERY, useMediaQueryNow } from '../../../hooks/use-media-query-now.ts';
import { OPPORTUNITY_TYPE_IDS, useOpportunitiesT } from '../../../i18n/areas/opportunities.ts';
import { usePositionOptions } from '../../../i18n/football.ts';
import { FiltersDrawer } from '../../../shared/filters-drawer.tsx';
import { CountryFilter } from '../../../shared/player-filters.tsx';
import { useOpenOpportunitiesCount } from '../api/get-open-opportunities.ts';

type Values = Record<string, string>;

/**
 * The market's search box and filters (docs/product.md#opportunities). They apply on Search, and
 * the page puts them in the address, so a search can be bookmarked, shared and returned to. On a
 * phone the filters fold into a drawer, as the player search's do; the words and order stay out.
 */
export function MarketForm({ initial, onSearch }: { initial: Values; onSearch: (values: Values) => void }) {
  const t = useOpportunitiesT();
  const positionOptions = usePositionOptions();
  const [values, setValues] = useState<Values>(initial);
  const phone = useMediaQueryNow(PHONE_QUERY);
  const activeFilters = Object.keys(initial).filter((key) => key !== 'q' && key !== 'sort').length;
  // On a phone the filters open in a drawer, built when first opened, as the player search's do.
  const [filtersOpen, { open: openFilters, close: closeFilters }] = useDisclosure(false);
  const set = (key: string) => (value: string | null) =>
    setValues((current) => {
      const next = { ...current };
      if (value) next[key] = value;
      else delete next[key];
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(values);
  };
  const sort = (
    <Select
      label={t('opportunities.market.sort')}
      data={OPEN_OPPORTUNITY_SORTS.map((value) => ({ value, label: t(`opportunities.market.sort.${value}`) }))}
      allowDeselect={false}
      value={values.sort ?? 'newest'}
      onChange={set('sort')}
    />
  );
  const verifiedOnly = (
    <Checkbox
      label={t('opportunities.market.verifiedOnly')}
      checked={values.verifiedOnly === 'true'}
      onChange={(event) => set('verifiedOnly')(event.currentTarget.checked ? 'true' : null)}
    />
  );
  const searchButton = (
    <Button type="submit" leftSection={<IconSearch size={18} aria-hidden />}>
      {t('opportunities.market.search')}
    </Button>
  );
  const filters = (
    <>
      <Select
        label={t('opportunities.market.position')}
        placeholder={t('opportunities.market.anyPosition')}
        data={positionOptions}
        clearable
        value={values.position ?? null}
        onChange={set('position')}
      />
      <Select
        label={t('opportunities.field.type')}
        placeholder={t('opportunities.player.anyType')}
        clearable
        data={OPPORTUNITY_TYPES.map((value) => ({ value, label: t(OPPORTUNITY_TYPE_IDS[value]) }))}
        value={values.type ?? null}
        onChange={set('type')}
      />
      <CountryFilter value={values.country} onChange={set('country')} />
      <TextInput
        label={t('opportunities.field.city')}
        placeholder={t('opportunities.player.anyCity')}
        maxLength={OPPORTUNITY_CITY_MAX}
        autoComplete="off"
        value={values.city ?? ''}
        onChange={(event) => set('city')(event.currentTarget.value)}
      />
      <Select
        label={t('opportunities.market.posterKind')}
        placeholder={t('opportunities.market.anyPoster')}
        clearable
        data={OPPORTUNITY_POSTER_ROLES.map((value) => ({ value, label: t(`opportunities.market.poster.${value}`) }))}
        value={values.posterKind ?? null}
        onChange={set('posterKind')}
      />
    </>
  );
  return (
    <Stack component="form" gap="sm" onSubmit={submit} role="search" aria-label={t('opportunities.market.filters')}>
      <TextInput
        type="search"
        label={t('opportunities.market.q')}
        description={t('opportunities.market.qHelp')}
        maxLength={OPPORTUNITY_SEARCH_MAX}
        value={values.q ?? ''}
        onChange={(event) => set('q')(event.currentTarget.value)}
      />
      {phone ? (
        <>
          {sort}
          {searchButton}
          <Button
            variant="default"
            leftSection={<IconAdjustments size={16} aria-hidden />}
            onClick={openFilters}
            aria-haspopup="dialog"
          >
            {activeFilters > 0
              ? t('opportunities.market.filtersActive', { count: activeFilters })
              : t('opportunities.market.filtersButton')}
          </Button>
          <FiltersDrawer
            opened={filtersOpen}
            onClose={closeFilters}
            title={t('opportunities.market.filtersButton')}
            closeLabel={t('opportunities.market.closeFilters')}
            useCount={useOpenOpportunitiesCount}
            countLabel={(found) =>
              found
                ? t(found.more ? 'opportunities.market.showMore' : 'opportunities.market.showCount', {
                    count: found.count,
                  })
                : t('opportunities.market.showPosts')
            }
            values={values}
            onApply={() => {
              onSearch(values);
              closeFilters();
            }}
          >
            <Stack gap="sm">
              {filters}
              {verifiedOnly}
            </Stack>
          </FiltersDrawer>
        </>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
            {filters}
            {sort}
          </SimpleGrid>
          <Group justify="space-between" wrap="wrap">
            {verifiedOnly}
            {searchButton}
          </Group>
        </>
      )}
    </Stack>
  );
}
