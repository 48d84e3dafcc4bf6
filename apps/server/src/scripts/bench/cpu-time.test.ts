import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cpuTimeMicros } from './cpu-time.ts';

// /proc is Linux's; elsewhere the bench prints "—" for CPU time, which the last case shows.
describe.skipIf(!existsSync('/proc/self/stat'))('a process’s CPU time, read from /proc (Linux)', () => {
  it('grows by about the CPU time the process spends', () => {
    const before = cpuTimeMicros(process.pid);
    const started = process.cpuUsage();
    const until = Date.now() + 120;
    while (Date.now() < until) {
      // Busy: CPU time, not waiting.
    }
    const spent = process.cpuUsage(started);
    const after = cpuTimeMicros(process.pid);
    expect(before).toBeTypeOf('number');
    // Ticks of 10 ms: within two ticks of what Node itself counted.
    expect((after ?? 0) - (before ?? 0)).toBeGreaterThanOrEqual(spent.user + spent.system - 20_000);
    expect((after ?? 0) - (before ?? 0)).toBeLessThanOrEqual(spent.user + spent.system + 20_000);
  });
});

describe('a process whose CPU time cannot be read', () => {
  it('has none, rather than a wrong figure', () => {
    expect(cpuTimeMicros(undefined)).toBeUndefined();
    expect(cpuTimeMicros(2 ** 30)).toBeUndefined(); // above Linux's largest pid
  });
});
