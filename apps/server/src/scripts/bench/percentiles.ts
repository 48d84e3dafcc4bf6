export type Percentiles = { p50: number; p95: number; p99: number; runs: number };

/** Nearest-rank percentiles of `runs` sequential timings of `once`, in ms, after a few warm-up runs. */
export async function timeRuns(once: () => Promise<unknown>, runs: number, warmUp = 5): Promise<Percentiles> {
  for (let i = 0; i < warmUp; i++) await once();
  const timings: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await once();
    timings.push(performance.now() - started);
  }
  return percentilesOf(timings);
}

/** Nearest-rank percentiles of timings already taken, in ms. */
export function percentilesOf(timings: number[]): Percentiles {
  const sorted = [...timings].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
  return { p50: rank(0.5), p95: rank(0.95), p99: rank(0.99), runs: sorted.length };
}
