import autocannon from 'autocannon';

export type Load = { durationSeconds: number; connections: number };
export type Target = { url: string; headers?: Record<string, string> };
export type LoadFigure = {
  requestsPerSecond: number;
  p99Ms: number;
  statusCodes: Record<string, number>;
  errors: number;
};
export type Comparison = { target: LoadFigure; bare: LoadFigure; ratio: number };

async function measure(target: Target, load: Load): Promise<LoadFigure> {
  const result = await autocannon({
    url: target.url,
    headers: target.headers ?? {},
    connections: load.connections,
    duration: load.durationSeconds,
  });
  const statusCodes: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = stats.count ?? 0;
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    statusCodes,
    errors: result.errors + result.timeouts,
  };
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * A B A B: the bare route and the measured route take turns for `rounds` rounds, so a neighbour's
 * burst on the shared machine weighs on both sides of the ratio rather than on one.
 */
export async function compareWithBare(bare: Target, target: Target, load: Load, rounds = 2): Promise<Comparison> {
  const bareRuns: LoadFigure[] = [];
  const targetRuns: LoadFigure[] = [];
  for (let round = 0; round < rounds; round++) {
    bareRuns.push(await measure(bare, load));
    targetRuns.push(await measure(target, load));
  }
  const combine = (runs: LoadFigure[]): LoadFigure => {
    const statusCodes: Record<string, number> = {};
    for (const run of runs) {
      for (const [code, n] of Object.entries(run.statusCodes)) statusCodes[code] = (statusCodes[code] ?? 0) + n;
    }
    return {
      requestsPerSecond: mean(runs.map((run) => run.requestsPerSecond)),
      p99Ms: Math.max(...runs.map((run) => run.p99Ms)),
      statusCodes,
      errors: runs.reduce((sum, run) => sum + run.errors, 0),
    };
  };
  const [targetFigure, bareFigure] = [combine(targetRuns), combine(bareRuns)];
  return {
    target: targetFigure,
    bare: bareFigure,
    ratio: targetFigure.requestsPerSecond / bareFigure.requestsPerSecond,
  };
}
