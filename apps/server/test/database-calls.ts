import { vi } from 'vitest';
import type { DbOrTx } from '../src/db/client.ts';

/** Every way the app reaches its driver: PGlite's query/exec/transaction, pg.Pool's query/connect. */
const DRIVER_METHODS = ['query', 'exec', 'transaction', 'connect'];

/**
 * The job worker's claim (infra/queue/job-queue.ts). How often it looks for work, and finds none,
 * depends on when its poll and the after-response wake-up fall, so a count that included it would
 * differ from run to run by a claim or two (a CI run failed on 47 against 45).
 */
const JOB_CLAIM = /^update "jobs" set "state" = \$1, "attempts" = "jobs"\."attempts" \+ 1, "locked_at" = now\(\)/;

const sqlOf = (args: unknown[]): string | null => {
  const [first] = args;
  if (typeof first === 'string') return first;
  if (first && typeof first === 'object' && 'text' in first && typeof first.text === 'string') return first.text;
  return null;
};

/**
 * Counts the calls the app makes to its database driver from now on, on either driver (the suite
 * runs on PGlite and PostgreSQL), so a test can show a path asks the database nothing. The job
 * worker's claims are left out: their number is timing, not the path under test. The spies end
 * with `vi.restoreAllMocks()`.
 */
export function countDatabaseCalls(db: DbOrTx): () => number {
  const driver = (db as unknown as { $client: Record<string, (...args: unknown[]) => unknown> }).$client;
  const spies = DRIVER_METHODS.filter((name) => typeof driver[name] === 'function').map((name) => ({
    name,
    spy: vi.spyOn(driver, name),
  }));
  if (spies.length === 0) throw new Error('No driver method to count: is this a database the app opened?');
  return () =>
    spies.reduce((sum, { name, spy }) => sum + spy.mock.calls.filter((args) => counts(name, args)).length, 0);
}

/**
 * Whether a spied call is one of the app's: not a job claim, and not pg.Pool's own `connect(callback)`,
 * which its `query` makes for every statement (counting it would count each statement twice, and a
 * claim's once).
 */
function counts(method: string, args: unknown[]): boolean {
  if (method === 'connect' && typeof args[0] === 'function') return false;
  return !JOB_CLAIM.test(sqlOf(args) ?? '');
}
