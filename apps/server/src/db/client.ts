import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
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

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** A PostgreSQL server when a URL is given, else the embedded PGlite in `dataDir` (or in memory). */
export function openDatabase(options: {
  url?: string | undefined;
  dataDir?: string | undefined;
  /** An idle pooled connection was lost (server restart, network); the pool reconnects by itself. */
  onIdleConnectionError?: (error: Error) => void;
}): DatabaseHandle {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
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
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const client = new PGlite(options.dataDir);
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: pgliteDb as unknown as Database,
    driver: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    close: () => client.close(),
  };
}
