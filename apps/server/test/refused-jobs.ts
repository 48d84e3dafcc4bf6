import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../src/db/client.ts';

/**
 * Makes every job of `kind` fail: as it is queued (`queueing`), or at the commit of the transaction
 * that queued it (`commit`: a deferred constraint trigger, so the write fails after the enqueue).
 * Runs `work`, then removes the trigger. For the writes that queue their work in their own
 * transaction (decision 072): both are kept or neither is.
 */
export async function withJobsRefused(
  db: Database,
  kind: string,
  at: 'queueing' | 'commit',
  work: () => Promise<void>,
): Promise<void> {
  await db.execute(
    sql.raw(`CREATE FUNCTION test_refuse_job() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'job refused by the test'; END $$`),
  );
  const when = `WHEN (NEW.kind = '${kind}') EXECUTE FUNCTION test_refuse_job()`;
  await db.execute(
    sql.raw(
      at === 'queueing'
        ? `CREATE TRIGGER test_refuse_job BEFORE INSERT ON jobs FOR EACH ROW ${when}`
        : `CREATE CONSTRAINT TRIGGER test_refuse_job AFTER INSERT ON jobs DEFERRABLE INITIALLY DEFERRED FOR EACH ROW ${when}`,
    ),
  );
  try {
    await work();
  } finally {
    await db.execute(sql.raw('DROP TRIGGER test_refuse_job ON jobs'));
    await db.execute(sql.raw('DROP FUNCTION test_refuse_job()'));
  }
}

/** The error handler's answer to a failure of ours: the generic sentence, never the cause or a stack. */
export function expectServerError(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(500);
  expect(response.json()).toEqual({ error: englishOf(MESSAGES.serverError), code: 'SERVER_ERROR' });
  expect(response.body).not.toContain('refused by the test');
}
