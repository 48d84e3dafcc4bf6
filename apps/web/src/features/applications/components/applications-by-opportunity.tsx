import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { opportunityNumber, type TApplication } from '@scouting/contract';
import { ItemList } from '../../../components/item-list.tsx';
import { ApplicationCard } from './application-card.tsx';

/** The By Opportunity view: applications grouped under their post, numbered 100000 + id (SPEC §2, §9). */
export function ApplicationsByOpportunity({ applications }: { applications: TApplication[] }) {
  const groups = new Map<number, { opportunity: TApplication['opportunity']; items: TApplication[] }>();
  for (const application of applications) {
    const group = groups.get(application.opportunityId) ?? { opportunity: application.opportunity, items: [] };
    group.items.push(application);
    groups.set(application.opportunityId, group);
  }
  return (
    <Stack gap="lg">
      {[...groups.values()].map(({ opportunity, items }) => (
        <Card
          key={opportunity.id}
          withBorder
          padding="md"
          component="section"
          aria-labelledby={`opportunity-${opportunity.id}`}
        >
          <Stack gap="sm">
            <Group gap="xs">
              <Title order={2} size="h4" id={`opportunity-${opportunity.id}`}>
                Opportunity #{opportunityNumber(opportunity.id)}
              </Title>
              <Badge variant="light" color={opportunity.status === 'Open' ? 'pitch' : 'gray'}>
                {opportunity.status}
              </Badge>
              <Text size="sm" c="dimmed">
                {items.length} {items.length === 1 ? 'application' : 'applications'}
              </Text>
            </Group>
            <Text style={{ overflowWrap: 'anywhere' }}>{opportunity.description}</Text>
            <ItemList label={`Applications to opportunity #${opportunityNumber(opportunity.id)}`}>
              {items.map((application) => (
                <ApplicationCard key={application.id} application={application} showOpportunity={false} />
              ))}
            </ItemList>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
