import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Both drivers speak the same PostgreSQL dialect; code is written against this common type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'pg';
  migrate(): Promise<void>;
  close(): Promise<void>;
};

/** pg_advisory_lock key held while migrations run ("scout" in ASCII; any constant of ours would do). */
export const MIGRATION_LOCK_KEY = 0x73636f7574;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** A PostgreSQL server when a URL is given, else the embedded PGlite in `dataDir` (or in memory). */
export function openDatabase(options: {
  url?: string | undefined;
  dataDir?: string | undefined;
  /** An idle pooled connection was lost (server restart, network); the pool reconnects by itself. */
  onIdleConnectionError?: (error: Error) => void;
  /**
   * Any one statement running longer is cancelled by the database, so a slow query
   * cannot hold a connection for ever. Migrations run without it.
   */
  statementTimeoutMs?: number | undefined;
}): DatabaseHandle {
  const timeout = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  if (options.url) {
    const url = options.url;
    const pool = new pg.Pool({ connectionString: url, max: 10, statement_timeout: timeout });
    // Without a listener, pg re-throws an idle connection's error as an uncaught exception and a
    // database restart would take the whole server down.
    pool.on(
      'error',
      options.onIdleConnectionError ??
        ((error) => console.error(`PostgreSQL closed an idle connection (${error.message}); reconnecting on demand.`)),
    );
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      driver: 'pg',
      async migrate() {
        // Several instances may start at once on one database: each waits for the lock, the first
        // applies the migrations and the others then find nothing left to apply. The lock is held
        // by this one connection's session and goes with it, even if the process dies midway.
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.end();
        }
      },
      close: () => pool.end(),
    };
  }
  const client = new PGlite(options.dataDir, { extensions: pgliteExtensions });
  const pgliteDb = drizzlePglite(client, { schema });
  // PGlite has one session, so SET holds for every later query; queries queue behind it in order.
  // (Its single-threaded build does not yet interrupt a running statement; PostgreSQL does.)
  const timed = applyStatementTimeout(client, timeout);
  // Awaited by migrate; a failure before then is reported there, not as an unhandled rejection.
  timed.catch(() => {});
  return {
    db: pgliteDb as unknown as Database,
    driver: 'pglite',
    async migrate() {
      await timed;
      await applyStatementTimeout(client, 0);
      try {
        await migratePglite(pgliteDb, { migrationsFolder });
      } finally {
        await applyStatementTimeout(client, timeout);
      }
    },
    close: () => client.close(),
  };
}

export const DEFAULT_STATEMENT_TIMEOUT_MS = 5000;

/**
 * The contrib extensions the migrations create (player search, decision 018): PGlite ships them but
 * loads only those named here; a PostgreSQL server has them in its contrib package.
 */
export const pgliteExtensions = { pg_trgm, unaccent };

/** Sets the session's statement timeout on an embedded database; 0 turns it off. */
export async function applyStatementTimeout(client: PGlite, ms: number): Promise<void> {
  await client.exec(`SET statement_timeout = ${Math.max(0, Math.trunc(ms))}`);
}
