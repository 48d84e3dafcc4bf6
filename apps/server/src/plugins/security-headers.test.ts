import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { helmetHeaders } from './security-headers.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** What Helmet's own middleware sets on a real Node response. */
function setByHelmet(options: HelmetOptions): Record<string, unknown> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(options)(response.req, response, () => {});
  return response.getHeaders();
}

describe('security headers', () => {
  it('records exactly the headers Helmet sets, with and without HTTPS', () => {
    for (const https of [false, true]) {
      const options: HelmetOptions = {
        contentSecurityPolicy: { directives: { upgradeInsecureRequests: https ? [] : null } },
        strictTransportSecurity: https,
      };
      const recorded = Object.fromEntries(helmetHeaders(options).map(([name, value]) => [name.toLowerCase(), value]));
      expect(recorded).toEqual(setByHelmet(options));
    }
  });

  it('refuses options Helmet refuses, when the app starts rather than on a request', () => {
    expect(() => helmetHeaders({ crossOriginOpenerPolicy: { policy: 'nonsense' as 'same-origin' } })).toThrow();
  });

  it('puts them on every answer: pages, API answers and errors', async () => {
    t = await buildTestApp();
    for (const url of ['/api/health', '/api/nothing-here']) {
      const response = await t.app.inject(url);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['content-security-policy']).toContain('frame-src https://www.youtube-nocookie.com');
      // The service worker and the manifest of the installable app (decision 027).
      expect(response.headers['content-security-policy']).toContain("worker-src 'self'");
      expect(response.headers['content-security-policy']).toContain("manifest-src 'self'");
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('puts them on a conditional request’s answer too, once it carries content', async () => {
    t = await buildTestApp();
    for (const headers of [{ 'if-none-match': 'W/"stale"' }, { 'if-modified-since': new Date(0).toUTCString() }]) {
      for (const url of ['/api/health', '/api/nothing-here']) {
        const response = await t.app.inject({ url, headers });
        expect(response.statusCode).not.toBe(304);
        expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
        expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      }
    }
  });

  it('asks browsers for HTTPS only when the app is served over HTTPS', async () => {
    t = await buildTestApp({ APP_ORIGIN: 'https://scouting.example' });
    const response = await t.app.inject('/api/health');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
