import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { type CallerAddress, isLocalCaller } from '../../http/loopback-only.ts';

/**
 * What operators scrape from GET /metrics (decision 033), in one registry per app (tests build many
 * apps in one process; prom-client's global registry would mix them). Counters live in the process:
 * each instance is scraped on its own, as Prometheus expects. The job counts are read from the
 * jobs table at scrape time, so every instance reports the same shared queue.
 */
export type AppMetrics = {
  registry: Registry;
  /** Every answered request: method, route pattern (never the raw URL: ids would explode the series) and status. */
  httpRequestDuration: Histogram<'method' | 'route' | 'status'>;
  mailsSent: Counter;
  /** Failed delivery attempts (each is retried, until the job is failed for good). */
  mailsFailed: Counter;
  /** Event streams open on this instance (platform/live-updates). */
  eventStreams: Gauge;
  /** 1, labelled with the ffmpeg version this instance transcodes with and where it was found (decision 041). */
  ffmpegInfo: Gauge<'version' | 'source'>;
};

export function createMetrics(db: Database): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const httpRequestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to answer, by method, route pattern and status; its _count is the number of requests',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const mailsSent = new Counter({
    name: 'mails_sent_total',
    help: 'Mails handed to the mail server (or the dev outbox) by the mail job handler',
    registers: [registry],
  });
  const mailsFailed = new Counter({
    name: 'mails_failed_total',
    help: 'Mail delivery attempts that failed (each is retried until the job is given up)',
    registers: [registry],
  });
  const eventStreams = new Gauge({
    name: 'event_streams_open',
    help: 'Server-Sent Event streams (GET /api/events) open on this instance',
    registers: [registry],
  });
  const ffmpegInfo = new Gauge({
    name: 'ffmpeg_info',
    help: 'The ffmpeg that transcodes uploaded clips: its version, and whether it came from FFMPEG_PATH, PATH or the npm package (always 1)',
    labelNames: ['version', 'source'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'jobs',
    help: 'Jobs in the durable queue by kind and state (waiting includes those in hand), read from the database at scrape time',
    labelNames: ['kind', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await db
        .select({ kind: jobs.kind, state: jobs.state, value: sql<number>`count(*)`.mapWith(Number) })
        .from(jobs)
        .groupBy(jobs.kind, jobs.state);
      for (const row of rows) this.set({ kind: row.kind, state: row.state }, row.value);
    },
  });
  // The embedded database has no pool: these series appear on PostgreSQL only.
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const pool = client;
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
    new Gauge({
      name: 'db_pool_max_connections',
      help: 'The PostgreSQL pool size',
      registers: [registry],
      collect() {
        this.set(pool.options.max ?? 10);
      },
    });
  }
  return { registry, httpRequestDuration, mailsSent, mailsFailed, eventStreams, ffmpegInfo };
}

/** Compares a presented bearer token with the configured one in constant time. */
export function tokenMatches(header: string | undefined, token: string): boolean {
  const presented = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (!presented) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

export type MetricsCaller = CallerAddress & { authorization: string | undefined };

/**
 * Who may read GET /metrics: a caller at this machine (isLocalCaller, the rule every local-only
 * route uses), or one presenting the token. Refused callers get 404 when no token is configured
 * (for them the page does not exist), 401 when one is (their scraper may hold a wrong one).
 */
export function metricsAccess(caller: MetricsCaller, token: string | undefined): 'allowed' | 404 | 401 {
  const local = isLocalCaller(caller);
  if (local) return 'allowed';
  if (!token) return 404;
  return tokenMatches(caller.authorization, token) ? 'allowed' : 401;
}
