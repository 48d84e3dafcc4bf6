import { Badge, Group, Text } from '@mantine/core';
import { deadlinePassed, type TOpportunity } from '@scouting/contract';
import { IconCalendarEvent, IconClock, IconMapPin } from '@tabler/icons-react';

/** A day of the API (YYYY-MM-DD) as the reader writes dates, the same day wherever they are. */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

function datesText(startsOn: string | null, endsOn: string | null): string | null {
  if (startsOn && endsOn) {
    return startsOn === endsOn ? formatDay(startsOn) : `${formatDay(startsOn)} – ${formatDay(endsOn)}`;
  }
  if (startsOn) return `From ${formatDay(startsOn)}`;
  return endsOn ? `Until ${formatDay(endsOn)}` : null;
}

type Details = Pick<TOpportunity, 'type' | 'city' | 'startsOn' | 'endsOn' | 'deadline'>;

/** What a post is, where and when, and the last day to apply (issue 26 §7); nothing for a post without them. */
export function OpportunityDetails({ opportunity }: { opportunity: Details }) {
  const { type, city, startsOn, endsOn, deadline } = opportunity;
  const dates = datesText(startsOn, endsOn);
  if (!type && !city && !dates && !deadline) return null;
  return (
    <Group gap="sm" wrap="wrap">
      {type ? (
        <Badge color="pitch" variant="outline" tt="none">
          {type}
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
            {deadlinePassed(deadline) ? `Deadline passed (${formatDay(deadline)})` : `Apply by ${formatDay(deadline)}`}
          </Text>
        </Group>
      ) : null}
    </Group>
  );
}
