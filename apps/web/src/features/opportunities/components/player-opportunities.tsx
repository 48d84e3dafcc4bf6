import { Badge, Button, Card, Group, Select, SimpleGrid, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  OPPORTUNITY_CITY_MAX,
  OPPORTUNITY_DETAIL_MESSAGES,
  OPPORTUNITY_SOURCE_TABS,
  OPPORTUNITY_TYPES,
  type TOpportunity,
  type TOpportunityType,
} from '@scouting/contract';
import { IconCheck } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ItemList } from '../../../components/item-list.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { ReportButton } from '../../../components/report-button.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useParentHold } from '../../../hooks/use-parent-hold.ts';
import { OPPORTUNITY_TYPE_IDS, useOpportunitiesT } from '../../../i18n/areas/opportunities.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { opportunitiesForPlayerQueryOptions } from '../api/get-opportunities-for-player.ts';
import { FavouriteButton } from './favourite-button.tsx';
import { OpportunitySummary, useFormatDate } from './opportunity-summary.tsx';

type Tab = (typeof OPPORTUNITY_SOURCE_TABS)[number];

/**
 * The player dashboard's opportunities (SPEC §2, §9): open posts that match, newest first, by
 * source, narrowed by the player's choice of type and city (issue 26 §7; the server filters).
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
      {hold ? (
        <Text size="sm" id={holdId} c="red.9">
          {sentence(hold)}
        </Text>
      ) : null}
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
    </SectionCard>
  );
}

/** holdId: the id of the sentence saying why Apply is disabled, or null when the player may apply. */
type ListProps = { opportunities: TOpportunity[]; tab: Tab; filtered: boolean; holdId: string | null };

function OpportunityList({ opportunities, tab, filtered, holdId }: ListProps) {
  const t = useOpportunitiesT();
  const sentence = useSentence();
  const formatDate = useFormatDate();
  if (opportunities.length === 0 && filtered) {
    return <Text>{sentence(OPPORTUNITY_DETAIL_MESSAGES.noMatchingFilters)}</Text>;
  }
  if (opportunities.length === 0) return <Text>{t(`opportunities.player.none.${tab}`)}</Text>;
  return (
    <ItemList label={t(`opportunities.player.list.${tab}`)}>
      {opportunities.map((opportunity) => (
        <Card component="li" key={opportunity.id} withBorder padding="md">
          <Stack gap="sm">
            <OpportunitySummary opportunity={opportunity} />
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Group gap="xs" wrap="wrap">
                {opportunity.appliedAt ? (
                  // Applying twice only ends in an error, so the card says it is done (issue 13).
                  <Group gap="xs">
                    <Badge color="pitch" variant="light" leftSection={<IconCheck size={14} aria-hidden />}>
                      {t('opportunities.player.applied')}
                    </Badge>
                    <Text size="sm">
                      {t('opportunities.player.appliedOn', { date: formatDate(opportunity.appliedAt) })}
                    </Text>
                  </Group>
                ) : holdId ? (
                  <Button
                    disabled
                    aria-describedby={holdId}
                    aria-label={t('opportunities.player.applyLabel', {
                      description: opportunity.description.slice(0, 60),
                    })}
                  >
                    {t('opportunities.player.apply')}
                  </Button>
                ) : (
                  <Button
                    component={Link}
                    to={`/apply/${opportunity.id}`}
                    aria-label={t('opportunities.player.applyLabel', {
                      description: opportunity.description.slice(0, 60),
                    })}
                  >
                    {t('opportunities.player.apply')}
                  </Button>
                )}
                <FavouriteButton opportunity={opportunity} />
              </Group>
              <ReportButton
                subjectType="opportunity"
                subjectId={opportunity.id}
                label={t('opportunities.player.report', { description: opportunity.description.slice(0, 60) })}
              />
            </Group>
          </Stack>
        </Card>
      ))}
    </ItemList>
  );
}
