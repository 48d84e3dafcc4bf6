import { Badge, type BadgeProps, Group, Stack, Text, Timeline } from '@mantine/core';
import type { TApplicationHistoryEntry, TApplicationStatus } from '@scouting/contract';

/** One colour per status, so a list reads at a glance; the text always says the status too. */
const STATUS_COLOR: Record<TApplicationStatus, BadgeProps['color']> = {
  Submitted: 'gray',
  Viewed: 'blue',
  Shortlisted: 'grape',
  'Invited to trial': 'pitch',
  Offered: 'teal',
  Declined: 'red',
  Withdrawn: 'dark',
};

/** An application's status as a badge (issue 26): the poster's lists and the player's page. */
export function ApplicationStatusBadge({ status, ...props }: { status: TApplicationStatus } & BadgeProps) {
  return (
    <Badge variant="light" color={STATUS_COLOR[status]} {...props}>
      {status}
    </Badge>
  );
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A card's first line: where the application stands, and when it was sent. */
export function ApplicationStatusLine({ status, appliedAt }: { status: TApplicationStatus; appliedAt: string }) {
  return (
    <Group justify="space-between" align="center" gap="xs" wrap="wrap">
      <ApplicationStatusBadge status={status} size="lg" />
      <Text size="sm" c="dimmed">
        Applied {date.format(new Date(appliedAt))}
      </Text>
    </Group>
  );
}

export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** Every change of an application's status, oldest first, with who made it and the message they sent. */
export function ApplicationHistory({ history, label }: { history: TApplicationHistoryEntry[]; label: string }) {
  return (
    <Timeline
      active={history.length - 1}
      bulletSize={14}
      lineWidth={2}
      aria-label={label}
      component="ol"
      style={{ listStyle: 'none', paddingInlineStart: 0 }}
    >
      {history.map((entry) => (
        <Timeline.Item key={`${entry.status}-${entry.at}`} component="li" title={entry.status}>
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {formatDateTime(entry.at)}
              {entry.by ? ` · ${entry.by.fullName}` : ''}
            </Text>
            {entry.message ? (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {entry.message}
              </Text>
            ) : null}
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
