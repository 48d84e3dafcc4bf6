import { Grid, Group, Stack, Text, Title } from '@mantine/core';
import { OPEN_OPPORTUNITY_FILTER_KEYS, openOpportunityParamsOf } from '@scouting/contract/open-opportunities';
import type { TOpenOpportunityFiltersInput } from '@scouting/contract/schemas/open-opportunities';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { usePlayerDetails } from '../../../api/player-details.ts';
import { ItemList } from '../../../components/item-list.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { useMember } from '../../../hooks/use-member.ts';
import { useParentHold } from '../../../hooks/use-parent-hold.ts';
import { useOpportunitiesT } from '../../../i18n/areas/opportunities.ts';
import { openOpportunitiesQueryOptions } from '../api/get-open-opportunities.ts';
import { MarketForm } from '../components/market-form.tsx';
import { PlayerPostCard } from '../components/player-post-card.tsx';
import { SavedPostSearches, SavePostSearchButton } from '../components/saved-post-searches.tsx';

const KEYS: readonly string[] = OPEN_OPPORTUNITY_FILTER_KEYS;

/**
 * `/opportunities`, the player's market (docs/product.md#opportunities): every open post they may
 * see, searched and filtered, the filters in the address. The server decides what a minor sees.
 */
export function OpenOpportunitiesPage() {
  const t = useOpportunitiesT();
  const member = useMember();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => {
    const known: Record<string, string> = {};
    for (const [key, value] of searchParams) if (KEYS.includes(key) && value !== '') known[key] = value;
    return known;
  }, [searchParams]);
  const pages = useInfiniteQuery(openOpportunitiesQueryOptions(filters));
  const minor = usePlayerDetails(member.id).data?.isUnderage === true;
  const hold = useParentHold();
  const holdId = useId();
  const filtered = Object.keys(filters).some((key) => key !== 'sort');
  const urlKey = searchParams.toString();
  const empty = minor ? 'minor' : filtered ? 'filtered' : 'none';

  return (
    <Stack gap="lg">
      <PageTitle>{t('opportunities.market.title')}</PageTitle>
      <Title order={1}>{t('opportunities.market.title')}</Title>
      <Text>{t(minor ? 'opportunities.market.introMinor' : 'opportunities.market.intro')}</Text>
      {/* Keyed by the address, so the back button refills the form. */}
      <MarketForm
        key={urlKey}
        initial={filters}
        onSearch={(values) => setSearchParams(openOpportunityParamsOf(values as TOpenOpportunityFiltersInput))}
      />
      {hold ? (
        <Text size="sm" id={holdId} c="red.9">
          {hold}
        </Text>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }} component="section" aria-label={t('opportunities.market.results')}>
          <Stack gap="sm">
            <Group justify="flex-end">
              <SavePostSearchButton filters={filters} />
            </Group>
            <PagedList
              query={pages}
              items={(data) => data.pages.flatMap((page) => page.opportunities)}
              loadingLabel={t('opportunities.player.loading')}
              loadMoreLabel={t('opportunities.loadMore')}
              empty={<Text>{t(`opportunities.market.empty.${empty}`)}</Text>}
            >
              {(opportunities) => (
                <ItemList label={t('opportunities.market.list')}>
                  {opportunities.map((opportunity) => (
                    <PlayerPostCard key={opportunity.id} opportunity={opportunity} holdId={hold ? holdId : null} />
                  ))}
                </ItemList>
              )}
            </PagedList>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <SavedPostSearches />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
