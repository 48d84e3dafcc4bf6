import { vi } from 'vitest';
import type { DbOrTx } from '../src/db/client.ts';

/** Every way the app reaches its driver: PGlite's query/exec/transaction, pg.Pool's query/connect. */
const DRIVER_METHODS = ['query', 'exec', 'transaction', 'connect'];

/**
 * Counts the calls the app makes to its database driver from now on, on either driver (the suite
 * runs on PGlite and PostgreSQL), so a test can show a path asks the database nothing. The spies
 * end with `vi.restoreAllMocks()`.
 */
export function countDatabaseCalls(db: DbOrTx): () => number {
  const driver = (db as unknown as { $client: Record<string, (...args: unknown[]) => unknown> }).$client;
  const spies = DRIVER_METHODS.filter((name) => typeof driver[name] === 'function').map((name) =>
    vi.spyOn(driver, name),
  );
  if (spies.length === 0) throw new Error('No driver method to count: is this a database the app opened?');
  return () => spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
}
