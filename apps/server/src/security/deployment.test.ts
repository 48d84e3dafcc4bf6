import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD } from '../../test/factories.ts';
import { buildTestApp, type TestApp, TestClient } from '../../test/test-app.ts';

let behindProxy: TestApp;
let listeningEverywhere: TestApp;
// Two apps of their own configuration: more than one hook's usual time on a busy machine.
beforeAll(async () => {
  behindProxy = await buildTestApp({ TRUST_PROXY: '1', AUTH_RATE_LIMIT_MAX: '2' });
  listeningEverywhere = await buildTestApp({ HOST: '0.0.0.0' });
}, 120_000);
afterAll(async () => {
  await behindProxy?.close();
  await listeningEverywhere?.close();
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

describe('TRUST_PROXY=1 (issue 15 §7)', () => {
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

describe('/dev/mailbox (issue 15 §7)', () => {
  // Served on the loopback HOST of every other test (system.test.ts); the host rules are in config.test.ts.
  it('is not served when the server listens on 0.0.0.0, where others can reach it', async () => {
    const { app } = listeningEverywhere;
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox.json' })).statusCode).toBe(404);
  });
});
