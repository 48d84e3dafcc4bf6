import { Anchor, Select, SimpleGrid, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { OPPORTUNITY_SOURCE_TABS } from '@scouting/contract/constants';
import { OPPORTUNITY_TYPES, type TOpportunityType } from '@scouting/contract/opportunities';
import { OPPORTUNITY_CITY_MAX, OPPORTUNITY_DETAIL_MESSAGES } from '@scouting/contract/opportunity-details';
import type { TOpportunity } from '@scouting/contract/schemas/opportunities';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ItemList } from '../../../components/item-list.tsx';
import { MountAfterCommit } from '../../../components/mount-after-commit.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useParentHold } from '../../../hooks/use-parent-hold.ts';
import { OPPORTUNITY_TYPE_IDS, useOpportunitiesT } from '../../../i18n/areas/opportunities.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { opportunitiesForPlayerQueryOptions } from '../api/get-opportunities-for-player.ts';
import { PlayerPostCard } from './player-post-card.tsx';

type Tab = (typeof OPPORTUNITY_SOURCE_TABS)[number];

/**
 * The player dashboard's opportunities (docs/product.md#opportunities): open posts that match, newest first, by
 * source, narrowed by the player's choice of type and city (docs/product.md#opportunities; the server filters).
 */
export function PlayerOpportunities({ playerId }: { playerId: number }) {
  const t = useOpportunitiesT();
  const sentence = useSentence();
  const [type, setType] = useState<TOpportunityType | null>(null);
  const [city, setCity] = useState('');
  // One request once the player stops typing, not one per letter.
  const [settledCity] = useDebouncedValue(city, 300);
  const pages = useInfiniteQuery(opportunitiesForPlayerQueryOptions(playerId, { type, city: settledCity }));
  const filtered = type !== null || settledCity.trim() !== '';
  // A minor waiting for a parent sees the posts but cannot apply yet: said once, above the list.
  const hold = useParentHold();
  const holdId = useId();
  return (
    <SectionCard title={t('opportunities.player.title')}>
      {/* The posts that match the profile stay here; every other open post is on the market. */}
      <Anchor component={Link} to="/opportunities" fw={600}>
        {t('opportunities.player.browseAll')}
      </Anchor>
      {hold ? (
        <Text size="sm" id={holdId} c="red.9">
          {sentence(hold)}
        </Text>
      ) : null}
      {/* The fields and tabs mount after the list's query has subscribed (decision 079). */}
      <MountAfterCommit>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('opportunities.field.type')}
            placeholder={t('opportunities.player.anyType')}
            clearable
            data={OPPORTUNITY_TYPES.map((value) => ({ value, label: t(OPPORTUNITY_TYPE_IDS[value]) }))}
            value={type}
            onChange={(value) => setType(value as TOpportunityType | null)}
          />
          <TextInput
            label={t('opportunities.field.city')}
            placeholder={t('opportunities.player.anyCity')}
            maxLength={OPPORTUNITY_CITY_MAX}
            autoComplete="off"
            value={city}
            onChange={(event) => setCity(event.currentTarget.value)}
          />
        </SimpleGrid>
        <Tabs defaultValue="All" keepMounted={false}>
          <Tabs.List>
            {OPPORTUNITY_SOURCE_TABS.map((tab) => (
              <Tabs.Tab key={tab} value={tab}>
                {t(`opportunities.player.tab.${tab}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {OPPORTUNITY_SOURCE_TABS.map((tab) => (
            <Tabs.Panel key={tab} value={tab} pt="md">
              <Stack gap="md">
                <PagedList
                  query={pages}
                  items={(data) =>
                    data.pages.flatMap((page) => page.opportunities).filter((o) => tab === 'All' || o.source === tab)
                  }
                  loadingLabel={t('opportunities.player.loading')}
                  loadMoreLabel={t('opportunities.loadMore')}
                >
                  {(opportunities) => (
                    <OpportunityList
                      opportunities={opportunities}
                      tab={tab}
                      filtered={filtered}
                      holdId={hold ? holdId : null}
                    />
                  )}
                </PagedList>
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
      </MountAfterCommit>
    </SectionCard>
  );
}

/** holdId: the id of the sentence saying why Apply is disabled, or null when the player may apply. */
type ListProps = { opportunities: TOpportunity[]; tab: Tab; filtered: boolean; holdId: string | null };

function OpportunityList({ opportunities, tab, filtered, holdId }: ListProps) {
  const t = useOpportunitiesT();
  const sentence = useSentence();
  if (opportunities.length === 0 && filtered) {
    return <Text>{sentence(OPPORTUNITY_DETAIL_MESSAGES.noMatchingFilters)}</Text>;
  }
  if (opportunities.length === 0) return <Text>{t(`opportunities.player.none.${tab}`)}</Text>;
  return (
    <ItemList label={t(`opportunities.player.list.${tab}`)}>
      {opportunities.map((opportunity) => (
        <PlayerPostCard key={opportunity.id} opportunity={opportunity} holdId={holdId} />
      ))}
    </ItemList>
  );
}
