import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { afterEach, describe, expect, it } from 'vitest';
import { createAccount, STRONG_PASSWORD, uniqueEmail } from '../../../test/factories.ts';
import { buildTestApp, type TestApp, TestClient } from '../../../test/test-app.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { buildApp } from '../../app.ts';
import { generateVapidKeys, loadConfig } from '../../config.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('health and config', () => {
  it('answers ok once the database is reachable, and the two flags', async () => {
    t = await buildTestApp({ PRIVATE_TESTING_MODE: 'true' });
    expect((await t.app.inject('/api/health')).json()).toEqual({
      status: 'ok',
      dependencies: { database: 'up' },
      queue: { waiting: 0, failed: 0 },
    });
    expect((await t.app.inject('/api/config')).json()).toEqual({ privateTestingMode: true, signupDisabled: false });
  });

  it('reports each configured dependency, and answers 503 naming the one that is down', async () => {
    let redisUp = true;
    t = await buildTestApp(
      {},
      {
        dependencyChecks: [
          {
            name: 'redis',
            check: async () => {
              if (!redisUp) throw new Error('connection refused');
            },
          },
          { name: 'objectStore', check: async () => {} },
        ],
      },
    );
    const healthy = await t.app.inject('/api/health');
    expect(healthy.statusCode).toBe(200);
    expect(healthy.json()).toEqual({
      status: 'ok',
      dependencies: { database: 'up', redis: 'up', objectStore: 'up' },
      queue: { waiting: 0, failed: 0 },
    });
    redisUp = false;
    const down = await t.app.inject('/api/health');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      error: 'Not reachable: redis.',
      code: 'SERVICE_UNAVAILABLE',
      status: 'unavailable',
      dependencies: { database: 'up', redis: 'down', objectStore: 'up' },
      queue: { waiting: 0, failed: 0 },
    });
  });

  it('serves the OpenAPI reference generated from the route schemas', async () => {
    t = await buildTestApp();
    const docs = await t.app.inject('/api/docs/openapi.json');
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/config', '/api/me', '/api/identity/sign-in-methods']),
    );
    expect((await t.app.inject('/api/docs/')).statusCode).toBe(200);
  });

  it('lists null among the values of every nullable enum, as OpenAPI 3.0.3 requires', async () => {
    t = await buildTestApp();
    const document = (await t.app.inject('/api/docs/openapi.json')).json();
    const enums: { path: string; values: unknown[] }[] = [];
    const walk = (value: unknown, path: string): void => {
      if (value === null || typeof value !== 'object') return;
      const node = value as Record<string, unknown>;
      if (node.nullable === true && Array.isArray(node.enum)) enums.push({ path, values: node.enum });
      for (const [key, child] of Object.entries(node)) walk(child, `${path}/${key}`);
    };
    walk(document.paths, '');
    // The language on /api/me is one of them: the walk finds what it should.
    expect(enums.map((found) => found.path)).toContain(
      '//api/me/get/responses/200/content/application/json/schema/properties/language',
    );
    expect(enums.filter((found) => !found.values.includes(null))).toEqual([]);
  });

  it('answers unknown API paths with 404 in the error format, and sets security headers', async () => {
    t = await buildTestApp();
    const response = await t.app.inject('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('signup-disabled flag', () => {
  it('refuses sign-up with 403 even when called directly', async () => {
    t = await buildTestApp({ SIGNUP_DISABLED: 'true' });
    const response = await new TestClient(t.app).post('/api/auth/sign-up/email', {
      email: uniqueEmail(),
      password: STRONG_PASSWORD,
      name: 'x',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: englishOf(MESSAGES.signupDisabled), code: 'SIGNUP_DISABLED' });
    expect((await t.app.inject('/api/config')).json().signupDisabled).toBe(true);
  });
});

describe('rate limits on identity routes', () => {
  it('limits sign-in per client address, whatever X-Forwarded-For says', async () => {
    t = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
    const { email } = await createAccount(t.app);
    const attacker = new TestClient(t.app, '10.0.0.1');
    const tries = [];
    for (let i = 0; i < 4; i++) {
      tries.push(
        await attacker.request({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email, password: 'Wr0ng!Pass' },
          headers: { 'x-forwarded-for': `192.0.2.${i}`, 'x-scouting-client-ip': `198.51.100.${i}` },
        }),
      );
    }
    expect(tries.map((r) => r.statusCode)).toEqual([401, 401, 401, 429]);
    expect(tries[3]?.json()).toEqual({ error: englishOf(MESSAGES.tooManyRequests), code: 'RATE_LIMITED' });
    // Another client is not punished for it.
    const other = await new TestClient(t.app, '10.0.0.2').post('/api/auth/sign-in/email', {
      email,
      password: STRONG_PASSWORD,
    });
    expect(other.statusCode).toBe(200);
  });

  it('limits the e-mail lookup too', async () => {
    t = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '2' });
    const client = new TestClient(t.app, '10.0.0.3');
    const codes = [];
    for (let i = 0; i < 3; i++)
      codes.push((await client.post('/api/identity/sign-in-methods', { email: 'a@b.co' })).statusCode);
    expect(codes).toEqual([200, 200, 429]);
  });
});

describe('dev mailbox', () => {
  it('lists kept mails with their links outside production', async () => {
    t = await buildTestApp();
    const email = uniqueEmail();
    await new TestClient(t.app).post('/api/auth/sign-up/email', { email, password: STRONG_PASSWORD, name: email });
    // Queued with the sign-up, delivered by the worker (decision 026).
    await t.app.jobsSettled();
    const mails = (await t.app.inject('/dev/mailbox.json')).json();
    expect(mails[0]).toMatchObject({ to: email, subject: 'Verify your e-mail address' });
    expect(mails[0].links[0]).toContain('/api/auth/verify-email?token=');
    const page = await t.app.inject('/dev/mailbox');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(email);
  });

  it('is not served through a proxy on this host that TRUST_PROXY does not name: a forwarded request is never local', async () => {
    t = await buildTestApp();
    const forwarded = [
      { 'x-forwarded-for': '203.0.113.7' },
      { forwarded: 'for=203.0.113.7' },
      { 'x-real-ip': '203.0.113.7' },
      { 'x-forwarded-host': 'scouting.example' },
    ];
    for (const headers of forwarded) {
      for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
        const response = await t.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1', headers });
        expect(response.statusCode, `${url} with ${JSON.stringify(headers)}`).toBe(404);
      }
    }
    // The person at this machine still reads it, and a remote caller never.
    expect(
      (await t.app.inject({ method: 'GET', url: '/dev/mailbox.json', remoteAddress: '127.0.0.1' })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/dev/mailbox.json', remoteAddress: '10.0.0.3' })).statusCode,
    ).toBe(404);
  });

  it('does not exist in production', async () => {
    const vapid = generateVapidKeys();
    t = await buildTestApp({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:1',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:ops@example.com',
    });
    expect((await t.app.inject('/dev/mailbox')).statusCode).toBe(404);
    expect((await t.app.inject('/dev/mailbox.json')).statusCode).toBe(404);
  });
});

describe('web app hosting', () => {
  it('serves the built app and falls back to index.html for client routes, never for the API', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'scouting-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    const database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dist, AUTH_SECRET: 'x'.repeat(32), LOG_LEVEL: 'silent' });
    const app = await buildApp(config, { db: database.db, logger: false, webDistDir: dist });
    try {
      const page = await app.inject('/player-dashboard');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>app</title>');
      expect(page.headers['cache-control']).toBe('no-cache');
      const asset = await app.inject('/assets/app-abc123.js');
      expect(asset.headers['cache-control']).toContain('immutable');
      expect((await app.inject('/api/unknown')).statusCode).toBe(404);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
