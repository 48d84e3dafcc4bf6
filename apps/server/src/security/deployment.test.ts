import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD } from '../../test/factories.ts';
import { buildTestApp, type TestApp, TestClient } from '../../test/test-app.ts';

let behindProxy: TestApp;
let listeningEverywhere: TestApp;
let listeningLocally: TestApp;
// Two apps of their own configuration: more than one hook's usual time on a busy machine.
beforeAll(async () => {
  behindProxy = await buildTestApp({ TRUST_PROXY: '1', AUTH_RATE_LIMIT_MAX: '2' });
  listeningEverywhere = await buildTestApp({ HOST: '0.0.0.0' });
  listeningLocally = await buildTestApp({ HOST: '127.0.0.1' });
}, 180_000);
afterAll(async () => {
  await behindProxy?.close();
  await listeningEverywhere?.close();
  await listeningLocally?.close();
});

const PROXY = '10.0.0.1';

/** A failed sign-in as it reaches us through the proxy, with whatever X-Forwarded-For the client wrote. */
async function signInThroughProxy(forwardedFor: string) {
  const response = await new TestClient(behindProxy.app, PROXY).request({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: 'nobody@example.com', password: STRONG_PASSWORD },
    headers: { 'x-forwarded-for': forwardedFor },
  });
  return response.statusCode;
}

describe('TRUST_PROXY=1', () => {
  it("believes the proxy's entry, not the address the client wrote leftmost", async () => {
    // Better Auth keeps its counts per process: each run uses addresses of its own.
    const client = `203.0.113.${randomInt(1, 255)}`;
    const statuses = [];
    // The client makes up a new leftmost address each time; the proxy appends the real one.
    for (let i = 1; i <= 3; i++) statuses.push(await signInThroughProxy(`198.51.100.${i}, ${client}`));
    expect(statuses).toEqual([401, 401, 429]);
    // Another client behind the same proxy has a count of its own.
    expect(await signInThroughProxy(`192.0.2.${randomInt(1, 255)}`)).toBe(401);
  });
});

describe('/dev/mailbox', () => {
  // Served on the loopback HOST of every other test (system.test.ts); the host rules are in config.test.ts.
  it('is not served when the server listens on 0.0.0.0, where others can reach it', async () => {
    const { app } = listeningEverywhere;
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox.json' })).statusCode).toBe(404);
  });
});

describe('development and test routes answer only a caller on this machine', () => {
  const probe = (app: TestApp['app'], method: 'GET' | 'POST', url: string, remoteAddress: string) =>
    app.inject({ method, url, remoteAddress, ...(method === 'POST' ? { payload: {} } : {}) });

  it('answers 404 to /dev/mailbox and /api/test/* from another address, even on a loopback HOST', async () => {
    const { app } = behindProxy;
    for (const remoteAddress of ['10.0.0.7', '192.0.2.1', '::ffff:10.0.0.7', '2001:db8::1']) {
      for (const [method, url] of [
        ['GET', '/dev/mailbox'],
        ['GET', '/dev/mailbox.json'],
        ['POST', '/api/test/verify-agent/1'],
        ['POST', '/api/test/notifications'],
      ] as const) {
        const response = await probe(listeningLocally.app, method, url, remoteAddress);
        expect(response.statusCode, `${method} ${url} from ${remoteAddress}`).toBe(404);
      }
    }
    // Through a proxy the caller is the client the proxy names, not the proxy.
    const proxied = await app.inject({
      method: 'GET',
      url: '/dev/mailbox.json',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(proxied.statusCode).toBe(404);
  });

  it('serves them to 127.0.0.0/8 and ::1', async () => {
    for (const remoteAddress of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) {
      expect((await probe(listeningLocally.app, 'GET', '/dev/mailbox.json', remoteAddress)).statusCode).toBe(200);
      // Reaches the route, whose body check answers: not the 404 of a hidden route.
      const test = await probe(listeningLocally.app, 'POST', '/api/test/notifications', remoteAddress);
      expect(test.statusCode, remoteAddress).toBe(400);
    }
  });
});
