import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { adminQuery, migrationsFolder, TEMPLATE_DATABASE } from './test-database.ts';

/** Migrates the template database once; every test file then copies it (fast, isolated). */
export default async function setup() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return;
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${TEMPLATE_DATABASE}" WITH (FORCE)`);
  await adminQuery(serverUrl, `CREATE DATABASE "${TEMPLATE_DATABASE}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${TEMPLATE_DATABASE}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  try {
    await migrate(drizzle(pool), { migrationsFolder });
  } finally {
    await pool.end();
  }
}
