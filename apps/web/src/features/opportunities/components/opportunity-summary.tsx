import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { TOpportunity } from '@scouting/contract/schemas/opportunities';
import { generalPositionId, useOpportunitiesT } from '../../../i18n/areas/opportunities.ts';
import { useDateTimeFormat } from '../../../i18n/intl-formats.ts';
import { OpportunityDetails } from './opportunity-details.tsx';

const STATUS_COLOR = { Open: 'pitch', Closed: 'gray', Deleted: 'red' } as const;

/** A moment of the API as a day in the reader's language. */
export function useFormatDate(): (iso: string) => string {
  const format = useDateTimeFormat({
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
  return (iso) => format.format(new Date(iso));
}

/** The body of an opportunity card: description, link, type, city, dates, deadline, filters, and (for its owner) the status. */
export function OpportunitySummary({ opportunity, showStatus }: { opportunity: TOpportunity; showStatus?: boolean }) {
  const t = useOpportunitiesT();
  const formatDate = useFormatDate();
  const { country, ageRange, generalPosition, specificPosition } = opportunity.filters;
  // Stored values stay English; the general position is named in the language shown.
  const generalPositionName = generalPosition ? generalPositionId(generalPosition) : undefined;
  const filters = [
    country,
    ageRange,
    generalPositionName ? t(generalPositionName) : generalPosition,
    specificPosition,
  ].filter((value): value is string => Boolean(value));
  return (
    <Stack gap="xs">
      <Group gap="xs">
        {showStatus ? (
          // A missing status shows as Open (docs/product.md#opportunities); the contract already defaults it.
          <Badge color={STATUS_COLOR[opportunity.status]} variant="light">
            {t(`opportunities.status.${opportunity.status}`)}
          </Badge>
        ) : null}
        <Badge variant="outline" color="gray">
          {t(`opportunities.source.${opportunity.source}`)}
        </Badge>
        {opportunity.postedBy.verified ? (
          <Badge variant="light" color="blue">
            {t('opportunities.summary.verified')}
          </Badge>
        ) : null}
        <Text size="sm" c="dimmed">
          {formatDate(opportunity.createdAt)}
        </Text>
      </Group>
      {/* The organisation first, the person beneath it (docs/product.md#opportunities); members'
          words are isolated so a Latin name keeps its punctuation in a right-to-left page. */}
      <div>
        {opportunity.postedBy.organisation ? (
          <Text fw={600} dir="auto">
            {opportunity.postedBy.organisation}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed" dir="auto">
          {opportunity.postedBy.fullName}
        </Text>
      </div>
      <Text dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {opportunity.description}
      </Text>
      {opportunity.link ? (
        <Anchor href={opportunity.link} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
          {opportunity.link}
        </Anchor>
      ) : null}
      <OpportunityDetails opportunity={opportunity} />
      {filters.length > 0 ? (
        <Group gap={6} aria-label={t('opportunities.summary.filters')}>
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
