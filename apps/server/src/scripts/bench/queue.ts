import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { openDatabase } from '../../db/client.ts';
import { type AfterCommit, withAfterCommit } from '../../infra/after-commit.ts';
import { createSmtpMailer } from '../../infra/mail/smtp-mailer.ts';
import { createJobWorker, type JobWorker } from '../../infra/queue/job-queue.ts';
import { enqueueMail, MAIL_JOB, mailJobHandler } from '../../infra/queue/mail-jobs.ts';

/**
 * `npm run bench:queue` (decision 026): the durable mail queue on PostgreSQL, against a local SMTP sink.
 * - Throughput: BENCH_QUEUE_JOBS mails queued while no worker runs, then BENCH_QUEUE_WORKERS workers
 *   (as many instances would) deliver them all; jobs per second from the first claim to the last done.
 * - Delay: BENCH_QUEUE_SAMPLES mails queued one at a time as a request does (in its transaction, the
 *   worker woken once it committed), each timed from the commit to the sink having the whole mail.
 * It works in a database of its own, created on the server named by the argument, DATABASE_URL or
 * TEST_DATABASE_URL (a URL to any database there, e.g. postgres://postgres@127.0.0.1:5432/postgres),
 * and dropped at the end: nothing of an existing database is touched. Not a test: figures depend on
 * the machine.
 */
const serverUrl = process.argv[2] ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const jobCount = Number(process.env.BENCH_QUEUE_JOBS ?? 1000);
const workerCount = Number(process.env.BENCH_QUEUE_WORKERS ?? 2);
const samples = Number(process.env.BENCH_QUEUE_SAMPLES ?? 200);
const log = (line: string) => console.log(`[bench:queue ${new Date().toISOString().slice(11, 19)}] ${line}`);

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The SMTP sink: records when each mail (by its Message-ID) has been received whole. */
async function startSink() {
  const receivedAt = new Map<string, number>();
  const waiters = new Map<string, () => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 4096) head += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const id = /^Message-ID: (.*)$/im.exec(head)?.[1]?.trim() ?? '';
        receivedAt.set(id, performance.now());
        waiters.get(id)?.();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    receivedAt,
    /** Resolves once the mail with this Message-ID has arrived. */
    arrival: (id: string) =>
      receivedAt.has(id) ? Promise.resolve() : new Promise<void>((resolve) => waiters.set(id, resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const quiet = () => {};
/** The worker's log: a bench prints its own figures only. */
const silent = {
  level: 'silent',
  fatal: quiet,
  error: quiet,
  warn: quiet,
  info: quiet,
  debug: quiet,
  trace: quiet,
  silent: quiet,
  child: () => silent,
} as unknown as FastifyBaseLogger;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
}

async function main() {
  if (!serverUrl) {
    console.error(
      'Usage: npm run bench:queue -- postgres://user@host:5432/postgres  (or set DATABASE_URL or TEST_DATABASE_URL)',
    );
    process.exit(2);
  }
  const name = `bench_queue_${randomBytes(4).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  log(`creating database ${name} on ${url.host}`);
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  const database = openDatabase({ url: url.toString() });
  const sink = await startSink();
  const workers: JobWorker[] = [];
  try {
    await database.migrate();
    const { db } = database;
    const appOrigin = 'http://bench.localhost';
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${sink.port}`, 'bench@example.com');
    const worker = () =>
      createJobWorker({ db, log: silent, handlers: { [MAIL_JOB]: mailJobHandler(mailer, appOrigin) } });
    const mail = (i: number) => ({ to: `member-${i}@bench.example`, subject: `Bench ${i}`, text: `Mail ${i}.` });

    // Throughput: the backlog first, in transactions of 100, then the workers drain it together.
    log(`queueing ${jobCount} mails`);
    for (let i = 0; i < jobCount; i += 100) {
      await db.transaction(async (tx) => {
        for (let k = i; k < Math.min(jobCount, i + 100); k++) await enqueueMail(tx, mail(k));
      });
    }
    const started = performance.now();
    await Promise.all(
      Array.from({ length: workerCount }, async () => {
        const w = worker();
        while (await w.runOne()) {}
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    if (sink.receivedAt.size !== jobCount) throw new Error(`the sink got ${sink.receivedAt.size} of ${jobCount} mails`);

    // Delay: a worker idling as in a running server, woken by each commit as a request wakes it.
    const running = worker();
    workers.push(running);
    running.start();
    const delays: number[] = [];
    for (let i = 0; i < samples; i++) {
      const record: AfterCommit = { versionKeys: new Set(), publications: [] };
      const id = await withAfterCommit(record, () => db.transaction(async (tx) => enqueueMail(tx, mail(jobCount + i))));
      const committed = performance.now();
      // What plugins/after-commit.ts does once the answer has left.
      for (const publication of record.publications) await publication(undefined as never);
      const messageId = `<job-${id}@bench.localhost>`;
      await sink.arrival(messageId);
      delays.push((sink.receivedAt.get(messageId) ?? Number.NaN) - committed);
      // Spaced out, so each mail finds the worker idle as a single request would.
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    delays.sort((a, b) => a - b);

    console.log('');
    console.log(`Mail queue on PostgreSQL ${url.host}, SMTP sink on 127.0.0.1:${sink.port}`);
    console.log(
      `  throughput: ${jobCount} mails by ${workerCount} workers in ${seconds.toFixed(2)} s = ${(jobCount / seconds).toFixed(0)} jobs/s`,
    );
    console.log(
      `  commit → SMTP handed over (${samples} mails, one at a time): p50 ${percentile(delays, 0.5).toFixed(1)} ms, p95 ${percentile(delays, 0.95).toFixed(1)} ms, max ${(delays.at(-1) ?? 0).toFixed(1)} ms`,
    );
    mailer.close?.();
  } finally {
    for (const w of workers) await w.stop(5_000);
    await sink.close();
    await database.close();
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    log(`dropped database ${name}`);
  }
}

await main();
