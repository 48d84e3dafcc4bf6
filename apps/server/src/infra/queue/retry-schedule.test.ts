import { describe, expect, it } from 'vitest';
import { nextAttemptAt, RETRY_SCHEDULE } from './retry-schedule.ts';

const created = new Date('2026-11-26T10:00:00Z');
const minutes = (n: number) => n * 60_000;
const after = (ms: number) => new Date(created.getTime() + ms);
const delayOf = (attempts: number, age: number) => {
  const next = nextAttemptAt(attempts, created, after(age));
  return next === null ? null : next.getTime() - after(age).getTime();
};

describe('retry schedule', () => {
  it('retries within seconds first, then at most a minute apart during the first hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((attempts) => delayOf(attempts, 1_000))).toEqual([
      5_000, 10_000, 20_000, 40_000, 60_000, 60_000, 60_000, 60_000,
    ]);
    expect(delayOf(50, minutes(59))).toBe(60_000);
  });

  it('retries every ten minutes once the job is an hour old, until it is a day old', () => {
    expect(delayOf(60, minutes(60))).toBe(minutes(10));
    expect(delayOf(100, minutes(23 * 60 + 59))).toBe(minutes(10));
  });

  it('fails the job once it has been retried for a day', () => {
    expect(nextAttemptAt(150, created, after(RETRY_SCHEDULE.giveUpAfterMs))).toBeNull();
    expect(nextAttemptAt(150, created, after(RETRY_SCHEDULE.giveUpAfterMs + minutes(5)))).toBeNull();
  });

  it('never leaves more than a minute between attempts in the first hour, nor more than ten after', () => {
    // Walk a job that always fails through its whole life: the gaps follow decision 026's words.
    let now = created;
    let attempts = 0;
    const gaps: { age: number; gap: number }[] = [];
    for (;;) {
      attempts += 1;
      const next = nextAttemptAt(attempts, created, now);
      if (!next) break;
      gaps.push({ age: now.getTime() - created.getTime(), gap: next.getTime() - now.getTime() });
      now = next;
    }
    expect(gaps.filter((g) => g.age < minutes(60)).every((g) => g.gap <= 60_000)).toBe(true);
    expect(gaps.filter((g) => g.age >= minutes(60)).every((g) => g.gap === minutes(10))).toBe(true);
    expect(now.getTime() - created.getTime()).toBeGreaterThanOrEqual(RETRY_SCHEDULE.giveUpAfterMs);
    // About 60 fast tries and 138 slow ones: a day of trying, then failed.
    expect(attempts).toBeGreaterThan(150);
    expect(attempts).toBeLessThan(250);
  });
});
