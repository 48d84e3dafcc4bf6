import { randomBytes } from 'node:crypto';
import { registrationPayload, STRONG_PASSWORD, uniqueEmail } from '@scouting/contract/fixtures/members';
import { EventSource } from 'eventsource';
import { afterAll, describe, expect, it } from 'vitest';
import { postJson, type RunningServer, startServer, tempDataDir, waitForExit } from '../process/server-process.ts';
import { adminQuery } from '../test-database.ts';
import { redisAnswers, TEST_REDIS_URL } from '../test-redis.ts';

/**
 * Decision 017: two instances on one PostgreSQL and one Redis; a message sent through A reaches an
 * EventSource connected to B within a second. Runs when both services answer.
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const redisIsUp = serverUrl !== '' && (await redisAnswers());
// Its own database, never the shared template; the prefix lets a shared machine keep names apart.
const name = `${process.env.TEST_DATABASE_NAME_PREFIX ?? 'scouting_events_'}${randomBytes(4).toString('hex')}`;
const databaseUrl = (() => {
  const url = new URL(serverUrl || 'postgres://localhost/none');
  url.pathname = `/${name}`;
  return url.toString();
})();
const running: RunningServer[] = [];
const sources: EventSource[] = [];

afterAll(async () => {
  for (const source of sources) source.close();
  for (const server of running) server.child.kill('SIGTERM');
  await Promise.all(running.map((server) => waitForExit(server.child)));
  if (redisIsUp) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
});

/** A verified, registered member signed in on `server`; answers their session cookie and id. */
async function member(server: RunningServer, role: 'Agent' | 'Player') {
  const email = uniqueEmail(role.toLowerCase());
  const signUp = await postJson(`${server.url}/api/auth/sign-up/email`, {
    email,
    password: STRONG_PASSWORD,
    name: email,
  });
  expect(signUp.status).toBe(200);
  const cookie = signUp.headers
    .getSetCookie()
    .map((raw) => raw.split(';')[0])
    .join('; ');
  // The mailed link is tested elsewhere; here the address is simply marked verified.
  await adminQuery(databaseUrl, `UPDATE "user" SET email_verified = true WHERE email = '${email}'`);
  const registered = await postJson(`${server.url}/api/register`, registrationPayload(role), cookie);
  expect(registered.status, await registered.clone().text()).toBe(200);
  const { userId } = (await registered.json()) as { userId: number };
  return { cookie, id: userId };
}

describe.skipIf(!redisIsUp)('live updates across instances (PostgreSQL + Redis)', () => {
  it('delivers a message sent through A to an EventSource connected to B within a second', async () => {
    await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
    const env = { DATABASE_URL: databaseUrl, REDIS_URL: TEST_REDIS_URL };
    // One after the other: the first applies the migrations.
    const a = await startServer({ ...env, DATA_DIR: tempDataDir() });
    running.push(a);
    const b = await startServer({ ...env, DATA_DIR: tempDataDir() });
    running.push(b);

    const agent = await member(a, 'Agent');
    const player = await member(b, 'Player');
    const started = await postJson(
      `${a.url}/api/conversations/start`,
      { participant1_id: agent.id, participant2_id: player.id },
      agent.cookie,
    );
    expect(started.ok, await started.clone().text()).toBe(true);
    const { id: conversationId } = (await started.json()) as { id: number };

    // The player's page on B, as a browser's EventSource (the cookie goes with the request).
    const arrived: { at: number; data: unknown }[] = [];
    const source = new EventSource(`${b.url}/api/events`, {
      fetch: (input, init) => fetch(input, { ...init, headers: { ...init?.headers, cookie: player.cookie } }),
    });
    sources.push(source);
    await new Promise<void>((resolve, reject) => {
      source.onopen = () => resolve();
      source.onerror = (event) => reject(new Error(`the stream on B did not open: ${event.message}`));
    });
    source.addEventListener('message', (event) => arrived.push({ at: Date.now(), data: JSON.parse(event.data) }));

    const sentAt = Date.now();
    const sent = await postJson(
      `${a.url}/api/messages/send`,
      { conversationId, senderId: agent.id, message: 'Sent through A' },
      agent.cookie,
    );
    expect(sent.status).toBe(201);
    const acknowledgedAt = Date.now();
    const message = await sent.json();

    await expect.poll(() => arrived.length, { timeout: 5000, interval: 5 }).toBe(1);
    const [event] = arrived;
    expect(event?.data).toEqual({ conversationId, message });
    const afterAcknowledgement = (event?.at ?? 0) - acknowledgedAt;
    console.log(
      `Message through A reached B's stream ${afterAcknowledgement} ms after A acknowledged it (${(event?.at ?? 0) - sentAt} ms after sending).`,
    );
    expect(afterAcknowledgement).toBeLessThan(1000);
  });
});

if (!redisIsUp && serverUrl === '') {
  console.warn('Skipping live updates across instances: TEST_DATABASE_URL names no PostgreSQL server.');
}
