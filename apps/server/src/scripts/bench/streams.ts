import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { LIVE_EVENTS_PATH } from '@scouting/contract/live-updates';
import { createAuth } from '../../auth/auth.ts';
import { loadMember } from '../../auth/caller.ts';
import { updateAgents } from '../../auth/member-writes.ts';
import { loadConfig } from '../../config.ts';
import { startConversation } from '../../modules/messaging/conversations.ts';
import { MAX_STREAMS_PER_MEMBER } from '../../platform/live-updates/routes.ts';
import { openRuntime } from '../../server-runtime.ts';
import { emptyBenchDatabase } from './bench-database.ts';
import { BENCH_PASSWORD, type BenchAccount, registerBenchAccount, signIn } from './bench-members.ts';
import { percentilesOf } from './percentiles.ts';
import { startServer } from './processes.ts';

/**
 * `npm run bench:streams` (docs/performance.md): opens BENCH_STREAMS (10,000) live-update streams on one
 * instance running on PostgreSQL with Redis, as MAX_STREAMS_PER_MEMBER streams for each of enough
 * players, then prints the server's memory per open stream and the delay from a message's commit to
 * its event on every stream of the recipient (p50, p95, p99; target p99 < 1 s).
 *
 * The commit is read as the message's `created_at`, stamped by the database inside the sending
 * transaction: the delay printed is, if anything, a little longer than the real one.
 * Not a test: the figures depend on the machine. Needs an empty database in BENCH_DATABASE_URL.
 */
const env = process.env;
const STREAMS = Number(env.BENCH_STREAMS ?? 10_000);
const LISTENERS = Math.ceil(STREAMS / MAX_STREAMS_PER_MEMBER);
const SENDERS = Number(env.BENCH_SENDERS ?? 20);
const MESSAGES = Number(env.BENCH_MESSAGES ?? 400);
// Each sender stays under the 30-a-minute message limit (write-limits.ts).
const SEND_EVERY_MS = Math.ceil(60_000 / (25 * SENDERS));
const TARGET_P99_MS = 1_000;
const PORT = Number(env.BENCH_PORT ?? 3260);
const databaseUrl = env.BENCH_DATABASE_URL;
const redisUrl = env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const log = (line: string) => console.log(`[streams ${new Date().toISOString().slice(11, 19)}] ${line}`);

/** Sockets of their own: one per stream, never pooled. */
const streamAgent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

type Conversation = { id: number; senderIndex: number; playerIndex: number };

async function seed(authSecret: string, dataDir: string) {
  if (!databaseUrl)
    throw new Error('BENCH_DATABASE_URL must name an empty PostgreSQL database (createdb bench_streams).');
  await emptyBenchDatabase(databaseUrl);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: authSecret,
    LOG_LEVEL: 'silent',
  });
  const runtime = await openRuntime(config, 'bench');
  try {
    const { db } = runtime.database;
    const auth = createAuth(config, db, { send: async () => {} });
    const hash = await (await auth.$context).password.hash(BENCH_PASSWORD);
    const senders: BenchAccount[] = [];
    for (let i = 0; i < SENDERS; i++) senders.push(await registerBenchAccount(db, auth, hash, 'Agent', `agent${i}`));
    await updateAgents(
      db,
      senders.map((s) => s.id),
      { verificationStatus: 'verified' },
    );
    const players: BenchAccount[] = [];
    const conversations: Conversation[] = [];
    for (let i = 0; i < LISTENERS; i++) {
      const player = await registerBenchAccount(db, auth, hash, 'Player', `player${i}`);
      players.push(player);
      const senderIndex = i % SENDERS;
      const sender = await loadMember(db, senders[senderIndex]?.id ?? 0);
      if (!sender) throw new Error('a bench sender is missing');
      const { id } = await startConversation(db, sender, [sender.id, player.id]);
      conversations.push({ id, senderIndex, playerIndex: i });
    }
    return { senders, players, conversations };
  } finally {
    await runtime.release();
  }
}

/** Runs `task` over `items` with at most `width` at a time. */
async function inParallel<T, R>(items: T[], width: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

/**
 * Opens one stream as a browser's EventSource would, and calls `onMessage` with each `message`
 * event's data and the moment it arrived. Resolves once the server's first byte came.
 */
function openStream(baseUrl: string, cookie: string, onMessage: (data: unknown, at: number) => void) {
  return new Promise<http.ClientRequest>((resolve, reject) => {
    const request = http.get(
      `${baseUrl}${LIVE_EVENTS_PATH}`,
      { agent: streamAgent, headers: { cookie, accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`a stream was answered ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding('utf8');
        let buffered = '';
        response.once('data', () => resolve(request));
        response.on('data', (chunk: string) => {
          const at = Date.now();
          buffered += chunk;
          const blocks = buffered.split('\n\n');
          buffered = blocks.pop() ?? '';
          for (const block of blocks) {
            const lines = block.split('\n');
            if (!lines.includes('event: message')) continue;
            const data = lines.find((line) => line.startsWith('data: '));
            if (data) onMessage(JSON.parse(data.slice(6)), at);
          }
        });
      },
    );
    request.on('error', reject);
  });
}

function residentKilobytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  if (!match?.[1]) throw new Error('no VmRSS in /proc/pid/status');
  return Number(match[1]);
}

async function main() {
  const authSecret = randomBytes(32).toString('hex');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scouting-bench-streams-'));
  let started = performance.now();
  const { senders, players, conversations } = await seed(authSecret, dataDir);
  log(`seeded ${players.length} players and ${senders.length} agents in ${seconds(started)} s`);

  const server = await startServer(PORT, { dataDir, databaseUrl }, authSecret, {
    REDIS_URL: redisUrl,
    AUTH_RATE_LIMIT_MAX: '1000000',
  });
  const requests: http.ClientRequest[] = [];
  try {
    if (!server.pid) throw new Error('the server has no pid');
    started = performance.now();
    const playerCookies = await inParallel(players, 4, (player) => signIn(server.url, player.email));
    const senderCookies = await inParallel(senders, 4, (sender) => signIn(server.url, sender.email));
    log(`signed in ${players.length + senders.length} members in ${seconds(started)} s`);

    const delays: number[] = [];
    const onMessage = (data: unknown, at: number) => {
      // TMessageEvent: { conversationId, message }.
      const createdAt = (data as { message?: { created_at?: string } }).message?.created_at;
      if (createdAt) delays.push(at - Date.parse(createdAt));
    };
    await sleep(3_000);
    const before = residentKilobytes(server.pid);
    started = performance.now();
    const streamsToOpen = Array.from({ length: STREAMS }, (_, i) => playerCookies[i % LISTENERS] ?? '');
    requests.push(...(await inParallel(streamsToOpen, 64, (cookie) => openStream(server.url, cookie, onMessage))));
    log(`opened ${requests.length.toLocaleString('en')} streams in ${seconds(started)} s`);
    await sleep(5_000);
    const after = residentKilobytes(server.pid);
    const perStream = ((after - before) / STREAMS).toFixed(1);
    log(`server memory (RSS): ${mb(before)} before, ${mb(after)} with the streams open: ${perStream} kB per stream`);

    started = performance.now();
    for (let m = 0; m < MESSAGES; m++) {
      const conversation = conversations[m % conversations.length] as Conversation;
      const sender = senders[conversation.senderIndex] as BenchAccount;
      const response = await fetch(`${server.url}/api/messages/send`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: server.url,
          cookie: senderCookies[conversation.senderIndex] ?? '',
        },
        body: JSON.stringify({ conversationId: conversation.id, senderId: sender.id, message: `Bench message ${m}` }),
      });
      if (response.status !== 201)
        throw new Error(`a message was answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
      await sleep(SEND_EVERY_MS);
    }
    const expected = MESSAGES * MAX_STREAMS_PER_MEMBER;
    const deadline = Date.now() + 30_000;
    while (delays.length < expected && Date.now() < deadline) await sleep(100);
    log(`sent ${MESSAGES} messages in ${seconds(started)} s; ${delays.length} of ${expected} events arrived`);
    const { p50, p95, p99 } = percentilesOf(delays);
    const verdict = p99 < TARGET_P99_MS && delays.length === expected ? 'PASS' : 'FAIL';
    log(
      `commit → event on ${STREAMS.toLocaleString('en')} open streams: p50 ${p50} ms, p95 ${p95} ms, p99 ${p99} ms (target p99 < ${TARGET_P99_MS} ms): ${verdict}`,
    );
  } finally {
    for (const request of requests) request.destroy();
    await server.stop();
  }
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const mb = (kilobytes: number) => `${(kilobytes / 1024).toFixed(1)} MB`;

await main();
// The stream sockets' agent and the runtime's timers would keep the process alive.
process.exit(0);
