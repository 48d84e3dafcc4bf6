import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember, STRONG_PASSWORD, uniqueEmail } from '../../test/factories.ts';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { notifications, opportunities } from '../db/schema/index.ts';
import { isCanonicalPath } from '../plugins/forged-requests.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAdmin(t.app);
}, 60_000);
afterAll(() => t.close());

const EVIL = 'https://evil.example';
// A sibling subdomain is "same site" for SameSite=Lax: the cookie goes along, the Origin check stops it.
const SIBLING = 'http://forum.localhost:3000';

/** Marks every notification of the admin read: a harmless state change any signed-in member may make. */
const readUrl = () => `/api/notifications/${admin.id}/read`;
/** A request as curl or a script sends it: the admin's cookie, no Origin unless given. */
const asScript = (method: 'PUT' | 'POST', url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, payload: {}, headers: { cookie: admin.client.cookie, ...headers } });
const markAllRead = (headers: Record<string, string>) =>
  admin.client.request({ method: 'PUT', url: readUrl(), payload: {}, headers });

describe('a state-changing /api request from another site', () => {
  it('is refused with 403 CROSS_SITE_REQUEST when its Origin is another site, a sibling or "null"', async () => {
    for (const origin of [EVIL, SIBLING, 'null', 'http://localhost:3001', 'https://localhost:3000']) {
      const response = await markAllRead({ origin });
      expect(response.statusCode, origin).toBe(403);
      expect(response.json()).toEqual({
        error: 'This request did not come from this site, so it was refused.',
        code: 'CROSS_SITE_REQUEST',
      });
    }
  });

  it('is refused without Origin when Sec-Fetch-Site says another site sent it', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const response = await asScript('POST', '/api/approve-underage-request/1', { 'sec-fetch-site': site });
      expect(response.statusCode, site).toBe(403);
      expect(response.json().code).toBe('CROSS_SITE_REQUEST');
    }
  });

  it('passes from this origin, from a same-origin fetch, and with neither header (curl, scripts)', async () => {
    expect((await markAllRead({ origin: TEST_ORIGIN })).statusCode).toBe(200);
    expect((await asScript('PUT', readUrl(), { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await asScript('PUT', readUrl(), { 'sec-fetch-site': 'none' })).statusCode).toBe(200);
    expect((await asScript('PUT', readUrl())).statusCode).toBe(200);
  });

  it('passes from the other loopback spellings of this origin outside production, sign-up included', async () => {
    for (const origin of ['http://127.0.0.1:3000', 'http://[::1]:3000']) {
      expect((await markAllRead({ origin })).statusCode, origin).toBe(200);
      const signUp = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { email: uniqueEmail(), password: STRONG_PASSWORD, name: 'Lou Loopback' },
        headers: { origin },
      });
      expect(signUp.statusCode, origin).toBe(200);
    }
    // Another port on the same machine is another site.
    expect((await markAllRead({ origin: 'http://127.0.0.1:3001' })).statusCode).toBe(403);
  });

  it('changes nothing when refused: the forged forward of a Transfermarkt application never runs', async () => {
    const forged = await admin.client.request({
      method: 'POST',
      url: '/api/forward-transfermarkt/999999',
      payload: {},
      headers: { origin: SIBLING },
    });
    expect(forged.statusCode).toBe(403);
    // From this origin the same request reaches the route (which then finds no such application).
    const genuine = await admin.client.post('/api/forward-transfermarkt/999999');
    expect(genuine.statusCode).toBe(404);
  });

  it("covers Better Auth's routes too: a cross-site sign-in, sign-up or sign-out is refused", async () => {
    const member = await createMember(t.app, 'Scout');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: member.email, password: STRONG_PASSWORD },
      headers: { origin: EVIL },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().code).toBe('CROSS_SITE_REQUEST');
    expect(signIn.headers['set-cookie']).toBeUndefined();
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: uniqueEmail(), password: STRONG_PASSWORD, name: 'x' },
      headers: { origin: SIBLING },
    });
    expect(signUp.statusCode).toBe(403);
    const signOut = await member.client.request({
      method: 'POST',
      url: '/api/auth/sign-out',
      payload: {},
      headers: { origin: EVIL },
    });
    expect(signOut.statusCode).toBe(403);
    expect((await member.client.get('/api/me')).statusCode).toBe(200);
  });

  it("and Better Auth's own origin check stands behind ours: its handler refuses a foreign Origin by itself", async () => {
    const member = await createMember(t.app, 'Scout');
    const response = await t.app.auth.handler(
      new Request(`${TEST_ORIGIN}/api/auth/sign-out`, {
        method: 'POST',
        headers: { origin: EVIL, cookie: member.client.cookie, 'content-type': 'application/json' },
        body: '{}',
      }),
    );
    expect(response.status).toBe(403);
  });

  it('leaves reads alone: a cross-site GET is answered as usual', async () => {
    const response = await admin.client.request({ method: 'GET', url: '/api/me', headers: { origin: EVIL } });
    expect(response.statusCode).toBe(200);
  });
});

describe('raw-URL variants of a route', () => {
  const post = { description: 'Forged post', filters: { country: 'Spain' } };
  let agent: Awaited<ReturnType<typeof createMember>>;
  beforeAll(async () => {
    agent = await createMember(t.app, 'Agent');
  });
  const forge = (url: string) =>
    t.app.inject({ method: 'POST', url, payload: post, headers: { cookie: agent.client.cookie, origin: EVIL } });

  it('answers 404 to a path not in its canonical form, and a forged post never lands', async () => {
    const before = await t.db.$count(opportunities);
    for (const url of [
      '/%61pi/opportunities',
      '/api/%6Fpportunities',
      '/%41PI/opportunities',
      '//api/opportunities',
      '/api//opportunities',
      '/api/opportunities.',
      '/api./opportunities',
      '/api/opportunities%2e',
      '/API/opportunities',
      '/api/Opportunities',
      '/%61pi/auth/sign-out',
    ]) {
      const response = await forge(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code, url).toBe('NOT_FOUND');
    }
    expect(await t.db.$count(opportunities)).toBe(before);
  });

  it('answers 404 to dot segments sent as they are over a socket (app.inject would resolve them)', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const before = await t.db.$count(opportunities);
    for (const path of ['/api/./opportunities', '/api/x/../opportunities', '/%61pi/x/../opportunities']) {
      const status = await new Promise<number>((resolve, reject) => {
        const body = JSON.stringify(post);
        const request = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path,
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: agent.client.cookie, origin: EVIL },
          },
          (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          },
        );
        request.on('error', reject);
        request.end(body);
      });
      expect(status, path).toBe(404);
    }
    expect(await t.db.$count(opportunities)).toBe(before);
  });

  it('still checks the origin of the canonical route, with or without a query string', async () => {
    for (const url of ['/api/opportunities', '/api/opportunities?x=%61']) {
      const response = await forge(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code, url).toBe('CROSS_SITE_REQUEST');
    }
  });

  it('answers 404 to a read by a non-canonical path too, and leaves the canonical ones alone', async () => {
    expect((await admin.client.get('/%61pi/me')).statusCode).toBe(404);
    expect((await admin.client.get('/api//me')).statusCode).toBe(404);
    expect((await admin.client.get('/api/me')).statusCode).toBe(200);
    expect((await admin.client.get('/api/me?x=%61&y=..')).statusCode).toBe(200);
    expect((await admin.client.get('/api/auth/get-session')).statusCode).toBe(200);
  });

  it('tells canonical paths from the rest (encoded reserved characters stay allowed)', () => {
    for (const path of [
      '/',
      '/api/me',
      '/assets/index-Ab_1.js',
      '/players/Jos%C3%A9',
      '/api/x/a%40b.com',
      '/login?next=%2F',
    ]) {
      expect(isCanonicalPath(path), path).toBe(true);
    }
    for (const path of [
      '/%7Euser',
      '/a%2db',
      '/a//b',
      '/a/./b',
      '/a/../b',
      '/a/b.',
      '/a/b%2E',
      '/a/.',
      'no-slash',
      '/a\\b',
    ]) {
      expect(isCanonicalPath(path), path).toBe(false);
    }
  });
});

describe('body types', () => {
  it('refuses text/plain, form-encoded and unknown bodies with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const before = await t.db.$count(notifications);
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/xml',
      'text/plain;charset=UTF-8',
    ]) {
      const response = await admin.client.request({
        method: 'PUT',
        url: readUrl(),
        payload: type.includes('form') ? 'a=1' : '{}',
        headers: { 'content-type': type },
      });
      expect(response.statusCode, type).toBe(415);
      expect(response.json()).toEqual({
        error: 'This request body type is not accepted: send JSON.',
        code: 'UNSUPPORTED_MEDIA_TYPE',
      });
    }
    // Better Auth's routes read JSON only as well: a text/plain sign-in (what a cross-site form sends) is refused.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: JSON.stringify({ email: admin.email, password: STRONG_PASSWORD }),
      headers: { 'content-type': 'text/plain' },
    });
    expect(signIn.statusCode).toBe(415);
    expect(await t.db.$count(notifications)).toBe(before);
  });

  it('refuses a body that names no type', async () => {
    const response = await admin.client.request({
      method: 'PUT',
      url: readUrl(),
      payload: Buffer.from('{}'),
      headers: { 'content-type': undefined as unknown as string },
    });
    expect(response.statusCode).toBe(415);
  });

  it('accepts JSON, JSON with a charset, and an empty PUT or POST', async () => {
    const json = await admin.client.request({
      method: 'PUT',
      url: readUrl(),
      payload: '{}',
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(json.statusCode).toBe(200);
    const empty = await admin.client.request({
      method: 'PUT',
      url: readUrl(),
      payload: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(200);
    const bare = await admin.client.request({ method: 'PUT', url: readUrl() });
    expect(bare.statusCode).toBe(200);
  });
});

describe('the JSON parser: prototype poisoning', () => {
  it('refuses a body carrying __proto__ or constructor.prototype, which plain JSON.parse would accept', async () => {
    for (const body of ['{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"isAdmin":true}}}']) {
      const response = await admin.client.request({
        method: 'PUT',
        url: readUrl(),
        payload: body,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, body).toBe(400);
      expect(response.json().error).toBe('The request body is not valid JSON.');
    }
  });

  it('answers malformed JSON with 400 in the error format', async () => {
    const response = await admin.client.request({
      method: 'PUT',
      url: readUrl(),
      payload: '{"unterminated',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The request body is not valid JSON.', code: 'BAD_REQUEST' });
  });
});
