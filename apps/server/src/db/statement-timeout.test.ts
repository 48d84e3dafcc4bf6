import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, DEFAULT_STATEMENT_TIMEOUT_MS, openDatabase } from './client.ts';

const handles: DatabaseHandle[] = [];
afterEach(async () => {
  for (const handle of handles.splice(0)) await handle.close();
});

async function statementTimeout(handle: DatabaseHandle): Promise<unknown> {
  const result = (await handle.db.execute(sql`show statement_timeout`)) as unknown as {
    rows: { statement_timeout: string }[];
  };
  return result.rows[0]?.statement_timeout;
}

const serverUrl = process.env.TEST_DB_DRIVER === 'pg' ? process.env.TEST_DATABASE_URL : undefined;

describe('statement timeout', () => {
  it('is set on every session the server opens, 5 s unless DATABASE_STATEMENT_TIMEOUT_MS says otherwise', async () => {
    const standard = openDatabase({ url: serverUrl });
    handles.push(standard);
    expect(await statementTimeout(standard)).toBe(`${DEFAULT_STATEMENT_TIMEOUT_MS / 1000}s`);

    const configured = openDatabase({ url: serverUrl, statementTimeoutMs: 1500 });
    handles.push(configured);
    expect(await statementTimeout(configured)).toBe('1500ms');
  }, 60_000);

  it('cancels a statement that runs longer than the timeout', async () => {
    const database = openDatabase({ url: serverUrl, statementTimeoutMs: 200 });
    handles.push(database);
    if (!serverUrl) {
      // PGlite's single-threaded build keeps the setting but cannot interrupt a running statement;
      // the PostgreSQL server (production, and CI's second run of this suite) cancels it below.
      expect(await statementTimeout(database)).toBe('200ms');
      return;
    }
    const started = Date.now();
    await expect(database.db.execute(sql`select pg_sleep(2)`)).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '57014' }),
    });
    expect(Date.now() - started).toBeLessThan(1500);
    // The connection is still good for the next query.
    expect(await statementTimeout(database)).toBe('200ms');
  }, 60_000);
});
