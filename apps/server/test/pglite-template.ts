import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { pgliteExtensions } from '../src/db/client.ts';
import { migrationsFolder } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite data directory that every test file's database starts from. */
    pgliteTemplate: string;
  }
}

/**
 * Migrates one embedded database and dumps its data directory once for the whole run: a test file
 * then loads the dump (half a second) instead of creating a cluster and migrating it (three or more).
 */
export default async function setup(project: TestProject) {
  const client = new PGlite({ extensions: pgliteExtensions });
  await migrate(drizzle(client), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const directory = mkdtempSync(path.join(tmpdir(), 'scouting-pglite-template-'));
  const file = path.join(directory, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(directory, { recursive: true, force: true });
}
