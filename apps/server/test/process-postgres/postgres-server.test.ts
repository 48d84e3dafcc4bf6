import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { postJson, type RunningServer, startServer, tempDataDir, waitForExit } from '../process/server-process.ts';
import { adminQuery } from '../test-database.ts';

const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const name = `scouting_proc_${randomBytes(4).toString('hex')}`;
let running: RunningServer | undefined;

afterAll(async () => {
  running?.child.kill('SIGTERM');
  if (running) await waitForExit(running.child);
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
});

describe('DATABASE_URL', () => {
  it('runs the same app on a PostgreSQL server, applying the migrations at start', async () => {
    await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    running = await startServer({ DATA_DIR: tempDataDir(), DATABASE_URL: url.toString() });
    expect(running.output()).toContain('database: PostgreSQL server (DATABASE_URL)');
    const email = `pg-${randomBytes(4).toString('hex')}@example.com`;
    const signUp = await postJson(`${running.url}/api/auth/sign-up/email`, {
      email,
      password: 'Str0ng!Pass',
      name: email,
    });
    expect(signUp.status).toBe(200);
    const lookup = await postJson(`${running.url}/api/identity/sign-in-methods`, { email });
    expect(await lookup.json()).toEqual({ methods: ['password'] });
  });

  it('survives the database closing its idle connections, and reconnects', async () => {
    if (!running) throw new Error('the previous test starts the server');
    const server = running;
    // What a PostgreSQL restart or failover does to a pool's idle connections.
    await adminQuery(
      serverUrl,
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`,
    );
    await expect.poll(() => server.output(), { timeout: 10_000 }).toContain('PostgreSQL closed an idle connection');
    expect(server.child.exitCode).toBeNull();
    const email = `pg-${randomBytes(4).toString('hex')}@example.com`;
    // Every instance keeps one worker per job lane (decision 041) polling the database, so several
    // connections close at once; on a busy machine a request may still be handed one whose close
    // the pool has not yet read, and fail as a query in flight during a restart does. The server
    // must stay up and answer from fresh connections right after.
    await expect
      .poll(async () => (await postJson(`${server.url}/api/identity/sign-in-methods`, { email })).status, {
        timeout: 10_000,
      })
      .toBe(200);
  });
});
