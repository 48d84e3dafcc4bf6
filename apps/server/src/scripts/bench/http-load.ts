import autocannon from 'autocannon';
import { cpuTimeMicros } from './cpu-time.ts';

export type Load = { durationSeconds: number; connections: number; rounds: number };
/** `pid`: the process that answers, whose CPU time is read around each run. */
export type Target = { url: string; headers?: Record<string, string>; pid?: number | undefined };
export type LoadFigure = {
  requestsPerSecond: number;
  p99Ms: number;
  statusCodes: Record<string, number>;
  errors: number;
  /** The answering process's CPU time per request, in µs; undefined where it cannot be read. */
  cpuMicrosPerRequest: number | undefined;
};
/** `ratio`: the median of the rounds' ratios; `ratios`: each round's, in order. */
export type Comparison = { target: LoadFigure; bare: LoadFigure; ratio: number; ratios: number[] };

type Run = LoadFigure & { requests: number; cpuMicros: number | undefined };

async function measure(target: Target, load: Load): Promise<Run> {
  const cpuBefore = cpuTimeMicros(target.pid);
  const result = await autocannon({
    url: target.url,
    headers: target.headers ?? {},
    connections: load.connections,
    duration: load.durationSeconds,
  });
  const cpuAfter = cpuTimeMicros(target.pid);
  const statusCodes: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = stats.count ?? 0;
  const cpuMicros = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    statusCodes,
    errors: result.errors + result.timeouts,
    requests: result.requests.total,
    cpuMicros,
    cpuMicrosPerRequest: cpuMicros === undefined ? undefined : cpuMicros / Math.max(1, result.requests.total),
  };
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The runs of one side together: mean req/s, worst p99, all statuses, CPU over all requests. */
function combine(runs: Run[]): LoadFigure {
  const statusCodes: Record<string, number> = {};
  for (const run of runs) {
    for (const [code, n] of Object.entries(run.statusCodes)) statusCodes[code] = (statusCodes[code] ?? 0) + n;
  }
  const cpuKnown = runs.every((run) => run.cpuMicros !== undefined);
  const requests = runs.reduce((sum, run) => sum + run.requests, 0);
  return {
    requestsPerSecond: mean(runs.map((run) => run.requestsPerSecond)),
    p99Ms: Math.max(...runs.map((run) => run.p99Ms)),
    statusCodes,
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    cpuMicrosPerRequest: cpuKnown
      ? runs.reduce((sum, run) => sum + (run.cpuMicros ?? 0), 0) / Math.max(1, requests)
      : undefined,
  };
}

/**
 * A B A B: the bare route and the measured route take turns for `load.rounds` rounds. Each round's
 * ratio compares two runs seconds apart, so a neighbour's burst on the shared machine weighs on both
 * sides of it; the median of the rounds' ratios keeps one disturbed round from deciding the figure.
 */
export async function compareWithBare(bare: Target, target: Target, load: Load): Promise<Comparison> {
  const bareRuns: Run[] = [];
  const targetRuns: Run[] = [];
  for (let round = 0; round < load.rounds; round++) {
    bareRuns.push(await measure(bare, load));
    targetRuns.push(await measure(target, load));
  }
  const ratios = targetRuns.map((run, round) => run.requestsPerSecond / (bareRuns[round]?.requestsPerSecond ?? 1));
  return { target: combine(targetRuns), bare: combine(bareRuns), ratio: median(ratios), ratios };
}
