// Agreements start and end on calendar days in UTC (YYYY-MM-DD), and an offer's date is shown the
// same way: one formatter, and the admins all see the same day whatever their time zone.
const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** A calendar day (YYYY-MM-DD, read as UTC midnight) or an ISO timestamp, as its UTC day. */
export const formatDay = (value: string) => day.format(new Date(value));

export const monthsText = (months: number) => (months === 1 ? '1 month' : `${months} months`);
