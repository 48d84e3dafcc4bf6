import { loadMember } from '../../auth/caller.ts';
import {
  type BenchDatabase,
  embeddedBenchDatabase,
  postgresBenchDatabase,
  prepareBenchDatabase,
} from './bench-database.ts';
import { type BenchMembers, signIn } from './bench-members.ts';
import { captureAnswer } from './captured-answer.ts';
import { type Comparison, compareWithBare, type Load, type Target } from './http-load.ts';
import type { Percentiles } from './percentiles.ts';
import { type RunningProcess, startBareFastify, startBareNode, startServer } from './processes.ts';
import { type DatabaseReport, printReport } from './report.ts';
import { measurePoolQueries, measurePoolRequests } from './video-pool-cases.ts';
import { POOL_AT_SCALE, POOL_EMBEDDED, scalePool } from './video-pool-seed.ts';

/**
 * `npm run bench` (decision 014): the poll, the message thread, the conversation list and the video
 * pool, measured on the built server against a bare Fastify route in the same run (and the poll's
 * two answers sent by Node's http alone, the ceiling of those ratios), on the
 * embedded database and, when BENCH_DATABASE_URL names an empty database, on PostgreSQL.
 * Not a test: the figures depend on the machine; the table says PASS/FAIL against the targets.
 */
const env = process.env;
const load: Load = {
  durationSeconds: Number(env.BENCH_DURATION ?? 10),
  connections: Number(env.BENCH_CONNECTIONS ?? 32),
  // Rounds of A B: the ratio printed is the median of the rounds' ratios.
  rounds: Number(env.BENCH_ROUNDS ?? 3),
};
const poolRuns = Number(env.BENCH_POOL_RUNS ?? 100);
// BENCH_POOL_SCALE=0.01 shrinks both pools, for a quick try of the bench itself.
const poolScale = Number(env.BENCH_POOL_SCALE ?? 1);
const firstPort = Number(env.BENCH_PORT ?? 3240);
const log = (line: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);

/** The poll's conditional request as the page would send it: the ETag of a first full answer. */
async function conditionalPoll(url: string, cookie: string): Promise<{ target: Target; etag: string | null }> {
  const first = await fetch(url, { headers: { cookie } });
  await first.arrayBuffer();
  const etag = first.headers.get('etag');
  return { target: { url, headers: { cookie, ...(etag ? { 'if-none-match': etag } : {}) } }, etag };
}

/** The ports of one database's run: the server's and its Node-alone ceiling's. */
type Ports = { server: number; ceiling: number };

async function benchDatabase(database: BenchDatabase, bare: Target, ports: Ports): Promise<DatabaseReport> {
  const { runtime, members } = await prepareBenchDatabase(database, log);
  let poolQueries: Awaited<ReturnType<typeof measurePoolQueries>>;
  try {
    const viewer = await loadMember(runtime.database.db, members.agent.id);
    if (!viewer) throw new Error('the bench agent is missing');
    log(`${database.label}: timing the video-pool query raw (${poolRuns} runs per filter set)`);
    poolQueries = await measurePoolQueries(runtime.database.db, viewer, poolRuns);
  } finally {
    // The embedded database has one owner at a time: the server opens it next.
    await runtime.release();
  }
  const server = await startServer(ports.server, database, database.authSecret);
  try {
    return await measureServer(database, server, ports.ceiling, members, bare, poolQueries);
  } finally {
    await server.stop();
  }
}

async function measureServer(
  database: BenchDatabase,
  server: RunningProcess,
  ceilingPort: number,
  members: BenchMembers,
  bare: Target,
  poolQueries: Awaited<ReturnType<typeof measurePoolQueries>>,
): Promise<DatabaseReport> {
  const { url: baseUrl, pid } = server;
  const playerCookie = await signIn(baseUrl, members.player.email);
  const agentCookie = await signIn(baseUrl, members.agent.email);
  const pollUrl = `${baseUrl}/api/notifications/${members.player.id}`;
  const http: Record<string, Comparison> = {};
  const run = async (name: string, target: Target) => {
    log(
      `${database.label}: ${name} against bare Fastify (${load.rounds} rounds of A B, ${load.durationSeconds} s each)`,
    );
    http[name] = await compareWithBare(bare, { pid, ...target }, load);
  };
  await run('poll full', { url: pollUrl, headers: { cookie: playerCookie } });
  const conditional = await conditionalPoll(pollUrl, playerCookie);
  await run('poll conditional', conditional.target);
  // The ceiling: the same two answers, byte for byte, from Node's http alone (bare-node.ts).
  const ceiling = await startBareNode(ceilingPort, {
    '/full': await captureAnswer(pollUrl, { cookie: playerCookie }),
    '/not-modified': await captureAnswer(pollUrl, conditional.target.headers ?? {}),
  });
  try {
    await run('ceiling: poll full', { url: `${ceiling.url}/full`, pid: ceiling.pid });
    await run('ceiling: poll conditional', { url: `${ceiling.url}/not-modified`, pid: ceiling.pid });
  } finally {
    await ceiling.stop();
  }
  await run('message thread', {
    url: `${baseUrl}/api/messages/${members.conversationId}`,
    headers: { cookie: playerCookie },
  });
  await run('conversation list', {
    url: `${baseUrl}/api/conversations/${members.player.id}`,
    headers: { cookie: playerCookie },
  });
  log(`${database.label}: timing GET /api/video-pool (${poolRuns} sequential requests per filter set)`);
  const poolRequests: Map<string, Percentiles> = await measurePoolRequests(baseUrl, agentCookie, poolRuns);
  return { database, http, etag: conditional.etag, poolQueries, poolRequests };
}

async function main() {
  const databases = [embeddedBenchDatabase(scalePool(POOL_EMBEDDED, poolScale))];
  if (env.BENCH_DATABASE_URL) {
    databases.push(postgresBenchDatabase(env.BENCH_DATABASE_URL, scalePool(POOL_AT_SCALE, poolScale)));
  }
  if (env.BENCH_ONLY === 'postgres') databases.shift();
  const bareProcess = await startBareFastify(firstPort);
  const reports: DatabaseReport[] = [];
  try {
    for (const [index, database] of databases.entries()) {
      const bare = { url: `${bareProcess.url}/bare`, pid: bareProcess.pid };
      const ports = { server: firstPort + 1 + index, ceiling: firstPort + 1 + databases.length + index };
      reports.push(await benchDatabase(database, bare, ports));
    }
  } finally {
    await bareProcess.stop();
  }
  printReport(reports, load);
}

main().catch((error: unknown) => {
  console.error('The bench failed:', error);
  process.exit(1);
});
