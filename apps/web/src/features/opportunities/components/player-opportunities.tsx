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
import { useState } from 'react';
import { Link } from 'react-router';
import { ItemList } from '../../../components/item-list.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { ReportButton } from '../../../components/report-button.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { opportunitiesForPlayerQueryOptions } from '../api/get-opportunities-for-player.ts';
import { FavouriteButton } from './favourite-button.tsx';
import { formatDate, OpportunitySummary } from './opportunity-summary.tsx';

type Tab = (typeof OPPORTUNITY_SOURCE_TABS)[number];

/**
 * The player dashboard's opportunities (SPEC §2, §9): open posts that match, newest first, by
 * source, narrowed by the player's choice of type and city (issue 26 §7; the server filters).
 */
export function PlayerOpportunities({ playerId }: { playerId: number }) {
  const [type, setType] = useState<TOpportunityType | null>(null);
  const [city, setCity] = useState('');
  // One request once the player stops typing, not one per letter.
  const [settledCity] = useDebouncedValue(city, 300);
  const pages = useInfiniteQuery(opportunitiesForPlayerQueryOptions(playerId, { type, city: settledCity }));
  const filtered = type !== null || settledCity.trim() !== '';
  return (
    <SectionCard title="Opportunities">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Type"
          placeholder="Any type"
          clearable
          data={[...OPPORTUNITY_TYPES]}
          value={type}
          onChange={(value) => setType(value as TOpportunityType | null)}
        />
        <TextInput
          label="City"
          placeholder="Any city"
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
              {tab}
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
                loadingLabel="Loading opportunities"
              >
                {(opportunities) => <OpportunityList opportunities={opportunities} tab={tab} filtered={filtered} />}
              </PagedList>
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </SectionCard>
  );
}

type ListProps = { opportunities: TOpportunity[]; tab: Tab; filtered: boolean };

function OpportunityList({ opportunities, tab, filtered }: ListProps) {
  if (opportunities.length === 0 && filtered) return <Text>{OPPORTUNITY_DETAIL_MESSAGES.noMatchingFilters}</Text>;
  if (opportunities.length === 0) {
    return (
      <Text>
        {tab === 'All'
          ? 'No open opportunities match your profile yet. Check back soon.'
          : `No open opportunities from ${tab.toLowerCase()}s match your profile yet.`}
      </Text>
    );
  }
  return (
    <ItemList label={`${tab} opportunities`}>
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
                      Applied
                    </Badge>
                    <Text size="sm">on {formatDate(opportunity.appliedAt)}</Text>
                  </Group>
                ) : (
                  <Button
                    component={Link}
                    to={`/apply/${opportunity.id}`}
                    aria-label={`Apply: ${opportunity.description.slice(0, 60)}`}
                  >
                    Apply
                  </Button>
                )}
                <FavouriteButton opportunity={opportunity} />
              </Group>
              <ReportButton
                subjectType="opportunity"
                subjectId={opportunity.id}
                label={`Report opportunity: ${opportunity.description.slice(0, 60)}`}
              />
            </Group>
          </Stack>
        </Card>
      ))}
    </ItemList>
  );
}
