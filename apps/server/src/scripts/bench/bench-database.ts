import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createAuth } from '../../auth/auth.ts';
import { loadConfig } from '../../config.ts';
import { openRuntime, type Runtime } from '../../server-runtime.ts';
import { type BenchMembers, seedBenchMembers } from './bench-members.ts';
import { type PoolSize, seedVideoPool } from './video-pool-seed.ts';

export type BenchDatabase = {
  label: string;
  pool: PoolSize;
  dataDir: string;
  databaseUrl: string | undefined;
  authSecret: string;
};

// Marks a PostgreSQL database as the bench's own, so a second run may empty it again.
const MARKER_TABLE = 'bench_owned_database';

/**
 * The bench empties the database it is given and refuses any other: one with tables but without
 * the bench's marker (a real database named by mistake) is left alone.
 */
export async function emptyBenchDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number; marked: boolean }>(
      `select count(*)::int as tables, bool_or(table_name = $1) as marked
       from information_schema.tables where table_schema = 'public'`,
      [MARKER_TABLE],
    );
    const [{ tables, marked } = { tables: 0, marked: false }] = rows;
    if (tables > 0 && !marked) {
      throw new Error(
        `BENCH_DATABASE_URL names a database with ${tables} tables that the bench did not create; give it an empty database (createdb).`,
      );
    }
    await client.query(
      'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;',
    );
    await client.query(`create table ${MARKER_TABLE} (created_at timestamptz not null default now())`);
  } finally {
    await client.end();
  }
}

/**
 * Migrates, seeds the pool in bulk and the bench members through the services, and refreshes the
 * planner's statistics and the visibility map (autovacuum's work in production). The runtime is
 * returned open: the raw query timings use it before the server takes the database over.
 */
export async function prepareBenchDatabase(
  database: BenchDatabase,
  log: (line: string) => void,
): Promise<{ runtime: Runtime; members: BenchMembers }> {
  if (database.databaseUrl) await emptyBenchDatabase(database.databaseUrl);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: database.dataDir,
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    AUTH_SECRET: database.authSecret,
    // Bulk seeding runs longer than the server's per-statement limit.
    DATABASE_STATEMENT_TIMEOUT_MS: String(30 * 60_000),
    LOG_LEVEL: 'silent',
  });
  const runtime = await openRuntime(config, 'bench');
  const client = (runtime.database.db as unknown as { $client: Parameters<typeof seedVideoPool>[0] }).$client;
  let started = performance.now();
  await seedVideoPool(client, database.pool);
  log(
    `${database.label}: seeded ${database.pool.players.toLocaleString('en')} players / ${database.pool.videos.toLocaleString('en')} videos in ${seconds(started)} s`,
  );
  started = performance.now();
  const auth = createAuth(config, runtime.database.db, { send: async () => {} });
  const members = await seedBenchMembers(runtime.database.db, auth);
  await client.query('vacuum analyze');
  log(`${database.label}: bench members seeded and vacuum analyze done in ${seconds(started)} s`);
  return { runtime, members };
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

export function embeddedBenchDatabase(pool: PoolSize): BenchDatabase {
  return {
    label: 'embedded (PGlite)',
    pool,
    dataDir: mkdtempSync(path.join(tmpdir(), 'scouting-bench-')),
    databaseUrl: undefined,
    authSecret: randomBytes(32).toString('hex'),
  };
}

export function postgresBenchDatabase(url: string, pool: PoolSize): BenchDatabase {
  return {
    label: 'PostgreSQL',
    pool,
    dataDir: mkdtempSync(path.join(tmpdir(), 'scouting-bench-pg-')),
    databaseUrl: url,
    authSecret: randomBytes(32).toString('hex'),
  };
}
