import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { intlLocale } from '../../../i18n/i18n.ts';
import { useLanguage } from '../../../i18n/language-provider.tsx';

/** When a notification arrived, in the language shown (issue 31) and the reader's time zone. */
export function NotificationTime({ timestamp }: { timestamp: string }) {
  const language = useLanguage();
  const format = useMemo(
    () => new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }),
    [language],
  );
  const date = new Date(timestamp);
  return (
    <Text component="time" dateTime={timestamp} size="xs" c="dimmed">
      {Number.isNaN(date.getTime()) ? timestamp : format.format(date)}
    </Text>
  );
}
