import { Badge, Group, Text } from '@mantine/core';
import { deadlinePassed } from '@scouting/contract/opportunity-details';
import type { TOpportunity } from '@scouting/contract/schemas/opportunities';
import { IconCalendarEvent, IconClock, IconMapPin } from '@tabler/icons-react';
import { OPPORTUNITY_TYPE_IDS, useOpportunitiesT } from '../../../i18n/areas/opportunities.ts';
import { useDateTimeFormat } from '../../../i18n/intl-formats.ts';

/** A day of the API (YYYY-MM-DD) as the reader's language writes dates, the same day wherever they are. */
export function useFormatDay(): (day: string) => string {
  const format = useDateTimeFormat({
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return (day) => format.format(new Date(`${day}T00:00:00Z`));
}

type Details = Pick<TOpportunity, 'type' | 'city' | 'startsOn' | 'endsOn' | 'deadline'>;

/** What a post is, where and when, and the last day to apply (docs/product.md#opportunities); nothing for a post without them. */
export function OpportunityDetails({ opportunity }: { opportunity: Details }) {
  const t = useOpportunitiesT();
  const formatDay = useFormatDay();
  const { type, city, startsOn, endsOn, deadline } = opportunity;
  const datesText = (): string | null => {
    if (startsOn && endsOn) {
      return startsOn === endsOn ? formatDay(startsOn) : `${formatDay(startsOn)} – ${formatDay(endsOn)}`;
    }
    if (startsOn) return t('opportunities.details.from', { date: formatDay(startsOn) });
    return endsOn ? t('opportunities.details.until', { date: formatDay(endsOn) }) : null;
  };
  const dates = datesText();
  if (!type && !city && !dates && !deadline) return null;
  return (
    <Group gap="sm" wrap="wrap">
      {type ? (
        <Badge color="pitch" variant="outline" tt="none">
          {t(OPPORTUNITY_TYPE_IDS[type])}
        </Badge>
      ) : null}
      {city ? (
        <Group gap={4} wrap="nowrap">
          <IconMapPin size={16} aria-hidden />
          <Text size="sm">{city}</Text>
        </Group>
      ) : null}
      {dates ? (
        <Group gap={4} wrap="nowrap">
          <IconCalendarEvent size={16} aria-hidden />
          <Text size="sm">{dates}</Text>
        </Group>
      ) : null}
      {deadline ? (
        <Group gap={4} wrap="nowrap">
          <IconClock size={16} aria-hidden />
          <Text size="sm" fw={500}>
            {deadlinePassed(deadline)
              ? t('opportunities.details.deadlinePassed', { date: formatDay(deadline) })
              : t('opportunities.details.applyBy', { date: formatDay(deadline) })}
          </Text>
        </Group>
      ) : null}
    </Group>
  );
}
