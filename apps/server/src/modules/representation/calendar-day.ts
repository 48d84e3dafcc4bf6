/** Today's calendar day in UTC (YYYY-MM-DD): agreements start and end on whole days. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
