/**
 * When a failed job runs again (decision 026): at most a minute apart for the first hour, then every ten
 * minutes until it is a day old; then it is failed (decision 026). The first retries come sooner, so
 * a mail server that hiccuped for a few seconds delays the mail by seconds, not a minute.
 */
export const RETRY_SCHEDULE = {
  firstDelayMs: 5_000,
  fastDelayCapMs: 60_000,
  fastPeriodMs: 60 * 60_000,
  slowDelayMs: 10 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
} as const;

/**
 * The time of the next attempt after `attempts` failed ones of a job created at `createdAt`, or
 * null when the job has been retried for a day and is failed.
 */
export function nextAttemptAt(attempts: number, createdAt: Date, now: Date): Date | null {
  const age = now.getTime() - createdAt.getTime();
  if (age >= RETRY_SCHEDULE.giveUpAfterMs) return null;
  const delay =
    age < RETRY_SCHEDULE.fastPeriodMs
      ? Math.min(RETRY_SCHEDULE.fastDelayCapMs, RETRY_SCHEDULE.firstDelayMs * 2 ** Math.max(0, attempts - 1))
      : RETRY_SCHEDULE.slowDelayMs;
  return new Date(now.getTime() + delay);
}
