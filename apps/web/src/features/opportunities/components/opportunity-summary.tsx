import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { TOpportunity } from '@scouting/contract';
import { OpportunityDetails } from './opportunity-details.tsx';

const STATUS_COLOR = { Open: 'pitch', Closed: 'gray', Deleted: 'red' } as const;

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** The body of an opportunity card: description, link, type, city, dates, deadline, filters, and (for its owner) the status. */
export function OpportunitySummary({ opportunity, showStatus }: { opportunity: TOpportunity; showStatus?: boolean }) {
  const filters = Object.values(opportunity.filters).filter((value): value is string => Boolean(value));
  return (
    <Stack gap="xs">
      <Group gap="xs">
        {showStatus ? (
          // A missing status shows as Open (SPEC §4); the contract already defaults it.
          <Badge color={STATUS_COLOR[opportunity.status]} variant="light">
            {opportunity.status}
          </Badge>
        ) : null}
        <Badge variant="outline" color="gray">
          {opportunity.source}
        </Badge>
        <Text size="sm" c="dimmed">
          {formatDate(opportunity.createdAt)} · {opportunity.postedBy.fullName}
        </Text>
      </Group>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{opportunity.description}</Text>
      {opportunity.link ? (
        <Anchor href={opportunity.link} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
          {opportunity.link}
        </Anchor>
      ) : null}
      <OpportunityDetails opportunity={opportunity} />
      {filters.length > 0 ? (
        <Group gap={6} aria-label="Filters">
          {filters.map((filter) => (
            <Badge key={filter} variant="light" color="gray" tt="none">
              {filter}
            </Badge>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}
