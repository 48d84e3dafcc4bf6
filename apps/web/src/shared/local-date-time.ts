const pad = (value: number) => String(Math.trunc(Math.abs(value))).padStart(2, '0');

/**
 * A `datetime-local` value ("2026-12-01T18:30", the browser's own time) as an ISO date-time with the
 * browser's offset ("2026-12-01T18:30:00+01:00"), as a trial's start is sent (a trial invitation, a
 * pitch's answer); '' when unset.
 */
export function fromLocalDateTime(local: string): string {
  const date = new Date(local);
  if (!local || Number.isNaN(date.getTime())) return '';
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}:00${sign}${pad(offset / 60)}:${pad(offset % 60)}`;
}

/** An ISO date-time as a `datetime-local` value in the browser's time (a rescheduled trial starts from it). */
export function toLocalDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}`;
}
