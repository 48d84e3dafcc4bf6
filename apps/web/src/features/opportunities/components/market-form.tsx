import { Button, Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  OPEN_OPPORTUNITY_SORTS,
  OPPORTUNITY_CITY_MAX,
  OPPORTUNITY_POSTER_ROLES,
  OPPORTUNITY_SEARCH_MAX,
  OPPORTUNITY_TYPES,
} from '@scouting/contract';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { OPPORTUNITY_TYPE_IDS, useOpportunitiesT } from '../../../i18n/areas/opportunities.ts';
import { usePositionOptions } from '../../../i18n/football.ts';
import { CountryFilter } from '../../../shared/player-filters.tsx';

type Values = Record<string, string>;

/**
 * The market's search box and filters (docs/product.md#opportunities). They apply on Search, and
 * the page puts them in the address, so a search can be bookmarked, shared and returned to.
 */
export function MarketForm({ initial, onSearch }: { initial: Values; onSearch: (values: Values) => void }) {
  const t = useOpportunitiesT();
  const positionOptions = usePositionOptions();
  const [values, setValues] = useState<Values>(initial);
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
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
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
        <Select
          label={t('opportunities.market.sort')}
          data={OPEN_OPPORTUNITY_SORTS.map((value) => ({ value, label: t(`opportunities.market.sort.${value}`) }))}
          allowDeselect={false}
          value={values.sort ?? 'newest'}
          onChange={set('sort')}
        />
      </SimpleGrid>
      <Group justify="space-between" wrap="wrap">
        <Checkbox
          label={t('opportunities.market.verifiedOnly')}
          checked={values.verifiedOnly === 'true'}
          onChange={(event) => set('verifiedOnly')(event.currentTarget.checked ? 'true' : null)}
        />
        <Button type="submit" leftSection={<IconSearch size={18} aria-hidden />}>
          {t('opportunities.market.search')}
        </Button>
      </Group>
    </Stack>
  );
}
