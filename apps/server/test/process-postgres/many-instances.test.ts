import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { registrationPayload, STRONG_PASSWORD, uniqueEmail } from '@scouting/contract/fixtures/members';
import { IMAGE_UPLOAD_PATHS } from '@scouting/contract/profile-images';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer, tempDataDir, waitForExit } from '../process/server-process.ts';
import { startS3Server, type TestS3Server } from '../s3-server.ts';
import { multipart, pdf, png } from '../sample-files.ts';
import { redisAnswers, TEST_REDIS_URL } from '../services.ts';
import { adminQuery } from '../test-database.ts';

/**
 * Decision 017's proof: two real instances on different ports share one PostgreSQL database (made and
 * dropped here, never the shared template), one Redis and one bucket (s3rver, started here), and
 * behave as one application. The event stream across instances is proven in its own file.
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const databaseName = `scouting_multi_${randomBytes(4).toString('hex')}`;

async function postgresAnswers(): Promise<boolean> {
  try {
    await adminQuery(serverUrl, 'SELECT 1');
    return true;
  } catch (error) {
    console.warn(`Skipped: PostgreSQL does not answer at TEST_DATABASE_URL (${(error as Error).message}).`);
    return false;
  }
}

const available = (await postgresAnswers()) && (await redisAnswers());
// Sign-in counts per client address; every request here comes from 127.0.0.1.
const AUTH_RATE_LIMIT_MAX = 6;

/** A browser's cookie jar for one person, whichever instance answers. */
class Person {
  cookie = '';
  id = 0;
  readonly email: string;
  constructor(email: string) {
    this.email = email;
  }

  async request(base: string, path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('origin', base);
    if (this.cookie) headers.set('cookie', this.cookie);
    const response = await fetch(base + path, { ...init, headers, redirect: 'manual' });
    const jar = new Map(
      this.cookie ? this.cookie.split('; ').map((pair) => pair.split('=', 2) as [string, string]) : [],
    );
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=', 2);
      if (value === '' || /max-age=0/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    this.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    return response;
  }

  json(base: string, path: string, body: unknown) {
    return this.request(base, path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  upload(base: string, path: string, form: ReturnType<typeof multipart>) {
    return this.request(base, path, {
      method: 'POST',
      headers: form.headers,
      body: new Uint8Array(form.payload),
    });
  }
}

/** Signs up on `base`, follows the verification mail and registers: a member, signed in. */
async function member(base: string, role: 'Agent' | 'Player'): Promise<Person> {
  const person = new Person(uniqueEmail(role.toLowerCase()));
  const signUp = await person.json(base, '/api/auth/sign-up/email', {
    email: person.email,
    password: STRONG_PASSWORD,
    name: person.email,
  });
  expect(signUp.status, await signUp.clone().text()).toBe(200);
  // The mail is queued with the sign-up and delivered by a worker a moment later (decision 026).
  let link: string | undefined;
  for (let tries = 0; !link && tries < 100; tries++) {
    if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    const mails = (await (await fetch(`${base}/dev/mailbox.json`)).json()) as { to: string; links: string[] }[];
    link = mails.find((mail) => mail.to === person.email)?.links[0];
  }
  if (!link) throw new Error(`no verification mail for ${person.email}`);
  const url = new URL(link);
  expect((await person.request(base, url.pathname + url.search)).status).toBe(302);
  const registered = await person.json(base, '/api/register', registrationPayload(role));
  expect(registered.status, await registered.clone().text()).toBe(200);
  person.id = ((await registered.json()) as { userId: number }).userId;
  return person;
}

/**
 * A JSON POST whose body is sent in two halves: the request is in flight on the server between
 * the call and `finish()` (its headers and half its body arrived, the rest has not).
 */
function postInTwoHalves(url: string, cookie: string, body: unknown) {
  const text = JSON.stringify(body);
  const half = Math.floor(text.length / 2);
  const request = httpRequest(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
      origin: new URL(url).origin,
      cookie,
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (response) => {
      let received = '';
      response.on('data', (chunk) => {
        received += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: received }));
    });
  });
  // Awaited through finish(); an error before then must not count as unhandled meanwhile.
  answer.catch(() => {});
  request.write(text.slice(0, half));
  return {
    finish() {
      request.end(text.slice(half));
      return answer;
    },
  };
}

let s3: TestS3Server | undefined;
let a: RunningServer | undefined;
let b: RunningServer | undefined;

beforeAll(async () => {
  if (!available) return;
  // The sign-in limit's counters outlive a run by a minute; this run starts from none.
  const redis = new Redis(TEST_REDIS_URL);
  const stale = await redis.keys('scouting:*');
  if (stale.length > 0) await redis.del(...stale);
  await redis.quit();

  await adminQuery(serverUrl, `CREATE DATABASE "${databaseName}"`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${databaseName}`;
  s3 = await startS3Server();
  const shared = {
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: TEST_REDIS_URL,
    ...s3.env,
    // One secret for all instances: a session cookie signed by one is valid on the other.
    AUTH_SECRET: randomBytes(32).toString('hex'),
    AUTH_RATE_LIMIT_MAX: String(AUTH_RATE_LIMIT_MAX),
  };
  // Both at once on an empty database: the advisory lock lets one migrate while the other waits.
  // Two cold starts at once, one waiting for the other's migrations: longer than one start.
  const started = await Promise.allSettled([
    startServer({ ...shared, DATA_DIR: tempDataDir() }, 200_000),
    startServer({ ...shared, DATA_DIR: tempDataDir() }, 200_000),
  ]);
  [a, b] = started.map((result) => (result.status === 'fulfilled' ? result.value : undefined));
  // One that started is stopped by afterAll; the reason the other did not is the failure.
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}, 280_000);

afterAll(async () => {
  for (const server of [a, b]) {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await waitForExit(server.child);
    }
  }
  await s3?.close();
  if (available) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
});

describe.skipIf(!available)('two instances on one PostgreSQL, one Redis, one bucket', () => {
  const servers = () => {
    if (!a || !b) throw new Error('beforeAll starts both instances');
    return { A: a.url, B: b.url };
  };

  it('started together on an empty database, and each reports its dependencies up', async () => {
    const { A, B } = servers();
    for (const base of [A, B]) {
      const health = await fetch(`${base}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({
        status: 'ok',
        dependencies: { database: 'up', redis: 'up', objectStore: 'up' },
        queue: { failed: 0 },
      });
    }
  });

  it('accepts on B a session created on A, and signing out on B ends it on A', async () => {
    const { A, B } = servers();
    const person = await member(A, 'Player');
    expect((await person.request(B, '/api/me')).status).toBe(200);
    const cookie = person.cookie;
    expect((await person.json(B, '/api/auth/sign-out', {})).status).toBe(200);
    // The same cookie a stolen copy would carry, replayed on the other instance.
    const replay = await fetch(`${A}/api/me`, { headers: { cookie } });
    expect(replay.status).toBe(401);
  });

  it('serves through B a picture uploaded through A, and through A a CV uploaded through B', async () => {
    const { A, B } = servers();
    const agent = await member(A, 'Agent');
    const player = await member(B, 'Player');

    const picture = await png(40, 40);
    const uploaded = await player.upload(
      A,
      IMAGE_UPLOAD_PATHS.Player.profile,
      multipart({}, { image: { filename: 'me.png', data: picture, type: 'image/png' } }),
    );
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const { imageUrl } = (await uploaded.json()) as { imageUrl: string };
    const served = await agent.request(B, imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\//);
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);

    const posted = await agent.json(A, '/api/opportunities', { description: 'Striker wanted for a trial' });
    expect(posted.status).toBe(201);
    const opportunityId = ((await posted.json()) as { id: number }).id;
    const cv = pdf();
    const applied = await player.upload(
      B,
      '/api/apply',
      multipart(
        { playerId: String(player.id), opportunityId: String(opportunityId), introduction: 'I score goals.' },
        { cv: { filename: 'cv.pdf', data: cv, type: 'application/pdf' } },
      ),
    );
    expect(applied.status, await applied.clone().text()).toBe(201);
    const list = (await (await agent.request(A, '/api/applications')).json()) as {
      applications: { cvUrl: string | null }[];
    };
    const cvUrl = list.applications[0]?.cvUrl;
    if (!cvUrl) throw new Error('the application has no CV link');
    const download = await agent.request(A, cvUrl);
    expect(download.status).toBe(200);
    expect(download.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await download.arrayBuffer())).toEqual(cv);
  });

  it('counts sign-in attempts made on A and B together', async () => {
    const { A, B } = servers();
    const guesser = new Person(uniqueEmail('guess'));
    const attempt = (base: string) =>
      guesser.json(base, '/api/auth/sign-in/email', { email: guesser.email, password: 'Wr0ng!Pass' });
    // Earlier tests signed up but never signed in, so this address starts with none counted.
    for (let i = 0; i < AUTH_RATE_LIMIT_MAX; i++) {
      expect((await attempt(i % 2 === 0 ? A : B)).status, `attempt ${i + 1}`).toBe(401);
    }
    expect((await attempt(A)).status).toBe(429);
    expect((await attempt(B)).status).toBe(429);
  });

  it('counts the identity routes’ per-address limit (@fastify/rate-limit) on A and B together', async () => {
    const { A, B } = servers();
    // A new e-mail address each time, so only the limit per client address can refuse.
    const lookup = (base: string) =>
      new Person(uniqueEmail('lookup')).json(base, '/api/identity/sign-in-methods', { email: uniqueEmail('who') });
    for (let i = 0; i < AUTH_RATE_LIMIT_MAX; i++) {
      expect((await lookup(i % 2 === 0 ? B : A)).status, `lookup ${i + 1}`).toBe(200);
    }
    expect((await lookup(A)).status).toBe(429);
    expect((await lookup(B)).status).toBe(429);
  });

  let conversation: { agent: Person; id: number } | undefined;

  it('loses no acknowledged write when A is killed mid-traffic, and B keeps answering', async () => {
    const { A, B } = servers();
    const agent = await member(A, 'Agent');
    const player = await member(B, 'Player');
    const started = await agent.json(A, '/api/conversations/start', {
      participant1_id: agent.id,
      participant2_id: player.id,
    });
    expect(started.status).toBe(201);
    const conversationId = ((await started.json()) as { id: number }).id;

    const acknowledged: string[] = [];
    let failed = 0;
    // Three senders at once against A; A is killed while their requests are in flight.
    const senders = [0, 1, 2].map(async (sender) => {
      for (let i = 0; i < 8; i++) {
        const text = `message ${sender}-${i}`;
        try {
          const sent = await agent.json(A, '/api/messages/send', { conversationId, senderId: agent.id, message: text });
          if (sent.status === 201) acknowledged.push(text);
          else failed += 1;
        } catch {
          failed += 1;
          return;
        }
      }
    });
    await expect.poll(() => acknowledged.length, { timeout: 30_000, interval: 20 }).toBeGreaterThanOrEqual(5);
    a?.child.kill('SIGKILL');
    await Promise.all(senders);
    expect(failed).toBeGreaterThan(0);

    const thread = await agent.request(B, `/api/messages/${conversationId}`);
    expect(thread.status).toBe(200);
    const stored = ((await thread.json()) as { messages: { message: string }[] }).messages.map((m) => m.message);
    expect(stored).toEqual(expect.arrayContaining(acknowledged));

    expect((await fetch(`${B}/api/health`)).status).toBe(200);
    const after = await agent.json(B, '/api/messages/send', {
      conversationId,
      senderId: agent.id,
      message: 'still here',
    });
    expect(after.status).toBe(201);
    conversation = { agent, id: conversationId };
  });

  it('answers the request in flight when B is stopped with SIGTERM, then exits cleanly', async () => {
    const { B } = servers();
    if (!b || !conversation) throw new Error('the previous test leaves B running and a conversation');
    const server = b;
    const { agent, id } = conversation;
    const inFlight = postInTwoHalves(`${B}/api/messages/send`, agent.cookie, {
      conversationId: id,
      senderId: agent.id,
      message: 'sent while stopping',
    });
    // The request has reached B before the signal does.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = waitForExit(server.child);
    server.child.kill('SIGTERM');
    await expect.poll(() => server.output(), { timeout: 10_000 }).toContain('SIGTERM received');
    const answered = await inFlight.finish();
    expect(answered.status, answered.body).toBe(201);
    expect(JSON.parse(answered.body)).toMatchObject({ message: 'sent while stopping' });
    expect(await exited).toBe(0);
  });
});
