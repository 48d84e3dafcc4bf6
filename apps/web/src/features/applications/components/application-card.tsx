import { Card, Group, Stack, Text } from '@mantine/core';
import type { TApplication } from '@scouting/contract';
import { ItemList } from '../../../components/item-list.tsx';
import { ApplicationLinks, formatDate, PlayerLink } from './application-links.tsx';
import { StarButton } from './star-button.tsx';

/** The Modern view's card (and the bookmarks'): applicant, opportunity, introduction, links, star. */
export function ApplicationCard({
  application,
  showOpportunity = true,
}: {
  application: TApplication;
  showOpportunity?: boolean;
}) {
  return (
    <Card component="li" withBorder padding="md" aria-label={`Application from ${application.player.fullName}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <PlayerLink application={application} />
            <Text size="sm" c="dimmed">
              Applied {formatDate(application.appliedAt)}
            </Text>
          </Stack>
          <StarButton application={application} />
        </Group>
        {showOpportunity ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={600}>
              Opportunity:{' '}
            </Text>
            {application.opportunity.description}
          </Text>
        ) : null}
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{application.introduction}</Text>
        <ApplicationLinks application={application} />
      </Stack>
    </Card>
  );
}

export function ApplicationCards({ applications, label }: { applications: TApplication[]; label: string }) {
  return (
    <ItemList label={label}>
      {applications.map((application) => (
        <ApplicationCard key={application.id} application={application} />
      ))}
    </ItemList>
  );
}
