import os from 'node:os';
import type { BenchDatabase } from './bench-database.ts';
import type { Comparison, Load } from './http-load.ts';
import type { Percentiles } from './percentiles.ts';
import type { PoolCaseResult } from './video-pool-cases.ts';

export type DatabaseReport = {
  database: BenchDatabase;
  http: Record<string, Comparison>;
  /** The ETag of the poll's first full answer; null when the server sent none. */
  etag: string | null;
  poolQueries: PoolCaseResult[];
  poolRequests: Map<string, Percentiles>;
};

// The targets (docs/performance.md#polls): a ratio to bare Fastify per database; none where it sets none.
const RATIO_TARGETS: Record<string, { postgres?: number; embedded?: number }> = {
  'poll full': { postgres: 0.2 },
  'poll conditional': { postgres: 0.5, embedded: 0.4 },
};
const POOL_P95_TARGET_MS = 20;

const pct = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;
const ms = (value: number) => value.toFixed(1);
const micros = (value: number | undefined) => (value === undefined ? '—' : Math.round(value));
const statuses = (codes: Record<string, number>) =>
  Object.entries(codes)
    .map(([code, n]) => `${code}×${n}`)
    .join(' ');

function ratioVerdict(report: DatabaseReport, name: string, comparison: Comparison): [string, string] {
  const kind = report.database.databaseUrl ? 'postgres' : 'embedded';
  const target = RATIO_TARGETS[name]?.[kind];
  if (target === undefined) return ['—', ''];
  const label = `≥ ${pct(target)}`;
  if (name === 'poll conditional') {
    // The conditional poll counts only when it really answers 304 (no body, no database).
    if (!report.etag) return [label, 'no ETag: FAIL'];
    const notModified = comparison.target.statusCodes['304'] ?? 0;
    if (notModified === 0) return [label, 'no 304: FAIL'];
  }
  return [label, comparison.ratio >= target ? 'PASS' : 'FAIL'];
}

export function printReport(reports: DatabaseReport[], load: Load): void {
  const cpus = os.cpus();
  console.log(
    `\nMachine: ${cpus.length} × ${cpus[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average now ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ')}`,
  );
  console.log(
    `HTTP: autocannon, ${load.connections} connections, ${load.durationSeconds} s per run, bare Fastify and the route alternating for ${load.rounds} rounds (A B A B…); req/s is the mean of the runs, p99 the worst one; "vs bare" is the median of the rounds' ratios (each round's in brackets), and the target applies to it; CPU µs/req is the answering process's CPU time per request over all its runs. A "ceiling" row is Node's http alone sending the poll's answer, byte for byte, and doing nothing else: no route that reads a session can go past its ratio on this machine.\n`,
  );
  for (const report of reports) {
    const { database } = report;
    console.log(`=== ${database.label}`);
    console.table(
      Object.entries(report.http).map(([name, comparison]) => {
        const [target, result] = ratioVerdict(report, name, comparison);
        return {
          measure: name,
          'req/s': Math.round(comparison.target.requestsPerSecond),
          'p99 ms': comparison.target.p99Ms,
          statuses:
            statuses(comparison.target.statusCodes) +
            (comparison.target.errors ? ` errors×${comparison.target.errors}` : ''),
          'bare req/s': Math.round(comparison.bare.requestsPerSecond),
          'bare p99 ms': comparison.bare.p99Ms,
          'vs bare': `${pct(comparison.ratio)} (${comparison.ratios.map((ratio) => (ratio * 100).toFixed(0)).join(', ')})`,
          'CPU µs/req': micros(comparison.target.cpuMicrosPerRequest),
          'bare CPU µs/req': micros(comparison.bare.cpuMicrosPerRequest),
          target,
          result,
        };
      }),
    );
    const atScale = database.databaseUrl !== undefined;
    console.log(
      `Video pool, ${database.pool.players.toLocaleString('en')} players / ${database.pool.videos.toLocaleString('en')} videos${
        atScale
          ? ''
          : ' (a tenth of the target’s pool, to keep the embedded run within minutes; the target is set at 1,000,000 videos on PostgreSQL)'
      }; ms over ${report.poolQueries[0]?.raw.runs ?? 0} sequential runs each; the target applies to the query:`,
    );
    console.table(
      report.poolQueries.map((query) => {
        const request = report.poolRequests.get(query.name);
        const gated = atScale && query.name !== 'no filter';
        return {
          'filter set': query.name,
          'query p50/p95/p99': `${ms(query.raw.p50)} / ${ms(query.raw.p95)} / ${ms(query.raw.p99)}`,
          'GET /api/video-pool p50/p95/p99': request
            ? `${ms(request.p50)} / ${ms(request.p95)} / ${ms(request.p99)}`
            : '—',
          target: gated ? `p95 < ${POOL_P95_TARGET_MS} ms` : '—',
          result: gated ? (query.raw.p95 < POOL_P95_TARGET_MS ? 'PASS' : 'FAIL') : '',
        };
      }),
    );
  }
  for (const report of reports) {
    for (const query of report.poolQueries) {
      console.log(
        `\n--- ${report.database.label}, video pool, ${query.name} ${JSON.stringify(query.filters)}: EXPLAIN (ANALYZE, BUFFERS)`,
      );
      console.log(query.plan);
    }
  }
}
