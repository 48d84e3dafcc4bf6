import { Text } from '@mantine/core';
import { useDateTimeFormat } from '../../../i18n/intl-formats.ts';

/** When a notification arrived, in the language shown (docs/product.md#languages) and the reader's time zone. */
export function NotificationTime({ timestamp }: { timestamp: string }) {
  const format = useDateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const date = new Date(timestamp);
  return (
    <Text component="time" dateTime={timestamp} size="xs" c="dimmed">
      {Number.isNaN(date.getTime()) ? timestamp : format.format(date)}
    </Text>
  );
}
