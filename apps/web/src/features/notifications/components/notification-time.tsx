import { Text } from '@mantine/core';

const format = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** When a notification arrived, in the reader's locale and time zone. */
export function NotificationTime({ timestamp }: { timestamp: string }) {
  const date = new Date(timestamp);
  return (
    <Text component="time" dateTime={timestamp} size="xs" c="dimmed">
      {Number.isNaN(date.getTime()) ? timestamp : format.format(date)}
    </Text>
  );
}
