import { readFileSync } from 'node:fs';

// Linux counts a process's CPU time in clock ticks of 1/100 s (USER_HZ, which is 100 on every
// architecture Node supports there).
const TICKS_PER_SECOND = 100;

/**
 * The CPU time (user + system, in µs) a process has used so far, from /proc/<pid>/stat; undefined
 * where there is no /proc (not Linux) or no such process. The steadier figure beside requests/s: it
 * does not move with how fast the load generator, sharing the same cores, can send.
 */
export function cpuTimeMicros(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name, which is in parentheses and may contain spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the command name.
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1_000_000) / TICKS_PER_SECOND : undefined;
  } catch {
    return undefined;
  }
}
