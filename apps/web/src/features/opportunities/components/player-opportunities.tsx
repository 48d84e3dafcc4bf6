import { Badge, Button, Card, Group, Stack, Tabs, Text } from '@mantine/core';
import { OPPORTUNITY_SOURCE_TABS, type TOpportunity } from '@scouting/contract';
import { IconCheck } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ItemList } from '../../../components/item-list.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { ReportButton } from '../../../components/report-button.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { opportunitiesForPlayerQueryOptions } from '../api/get-opportunities-for-player.ts';
import { FavouriteButton } from './favourite-button.tsx';
import { formatDate, OpportunitySummary } from './opportunity-summary.tsx';

type Tab = (typeof OPPORTUNITY_SOURCE_TABS)[number];

/** The player dashboard's opportunities (SPEC §2, §9): open posts that match, newest first, by source. */
export function PlayerOpportunities({ playerId }: { playerId: number }) {
  const pages = useInfiniteQuery(opportunitiesForPlayerQueryOptions(playerId));
  return (
    <SectionCard title="Opportunities">
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
                {(opportunities) => <OpportunityList opportunities={opportunities} tab={tab} />}
              </PagedList>
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </SectionCard>
  );
}

function OpportunityList({ opportunities, tab }: { opportunities: TOpportunity[]; tab: Tab }) {
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
