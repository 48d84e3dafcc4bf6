import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { inject } from 'vitest';
import {
  applyStatementTimeout,
  type DatabaseHandle,
  DEFAULT_STATEMENT_TIMEOUT_MS,
  openDatabase,
  pgliteExtensions,
} from '../src/db/client.ts';
import * as schema from '../src/db/schema/index.ts';

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/db/migrations');
// Several checkouts on one machine each name their own (TEST_TEMPLATE_DATABASE) so their runs do not drop each other's.
export const TEMPLATE_DATABASE = process.env.TEST_TEMPLATE_DATABASE ?? 'scouting_test_template';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a copy of the
 * migrated template database on the PostgreSQL server named by TEST_DATABASE_URL (see global-setup).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DB_DRIVER === 'pg' ? process.env.TEST_DATABASE_URL : undefined;
  if (!serverUrl) {
    const template = await pgliteTemplate();
    const client = new PGlite({ extensions: pgliteExtensions, ...(template && { loadDataDir: template }) });
    const db = drizzlePglite(client, { schema });
    if (!template) await migratePglite(db, { migrationsFolder });
    await applyStatementTimeout(client, DEFAULT_STATEMENT_TIMEOUT_MS);
    return { ...openDatabaseFromPglite(client, db), migrate: async () => {} };
  }
  const name = `scouting_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE_DATABASE}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // DROP … WITH (FORCE) below terminates connections the pool is still closing: expected, not news.
  const handle = openDatabase({ url: url.toString(), onIdleConnectionError: () => {} });
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

let template: Promise<Blob | undefined> | undefined;

/** The migrated data directory that pglite-template.ts dumped for this run, read once per worker. */
function pgliteTemplate(): Promise<Blob | undefined> {
  const file = inject('pgliteTemplate');
  template ??= file ? openAsBlob(file) : Promise.resolve(undefined);
  return template;
}

/** A test database; `url` on the PostgreSQL server, where a second instance opens its own pool. */
export type TestDatabase = DatabaseHandle & { url?: string };

/**
 * The same database as a second instance sees it: its own pool on the PostgreSQL server; on PGlite,
 * which lives in this process, the same handle (closing it is the first one's job).
 */
export function openSecondInstanceDatabase(first: TestDatabase): DatabaseHandle {
  if (!first.url) return { ...first, close: async () => {} };
  return openDatabase({ url: first.url, onIdleConnectionError: () => {} });
}

function openDatabaseFromPglite(client: PGlite, db: ReturnType<typeof drizzlePglite<typeof schema>>) {
  return {
    db: db as unknown as DatabaseHandle['db'],
    driver: 'pglite' as const,
    close: () => client.close(),
  };
}

export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
