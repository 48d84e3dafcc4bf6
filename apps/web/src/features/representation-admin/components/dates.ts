import { useDateTimeFormat } from '../../../i18n/intl-formats.ts';

// Agreements start and end on calendar days in UTC (YYYY-MM-DD), and an offer's date is shown the
// same way: one formatter, and the admins all see the same day whatever their time zone.

/** A calendar day (YYYY-MM-DD, read as UTC midnight) or an ISO timestamp, as its UTC day, in the language shown. */
export function useFormatDay(): (value: string) => string {
  const day = useDateTimeFormat({ dateStyle: 'medium', timeZone: 'UTC' });
  return (value) => day.format(new Date(value));
}
