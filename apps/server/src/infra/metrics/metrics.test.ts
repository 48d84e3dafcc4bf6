import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../test/factories.ts';
import { TestClient, useTestApp } from '../../../test/test-app.ts';
import { isLoopbackAddress } from '../../http/loopback-only.ts';
import { enqueueMail } from '../queue/mail-jobs.ts';
import { metricsAccess } from './metrics.ts';

const TOKEN = 'metrics-token-0123456789abcdef';
// Building the app on a fresh database can take longer than 30 s on a busy machine.
const t = useTestApp({ METRICS_TOKEN: TOKEN }, {}, 120_000);

const scrape = (ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: ip, headers });

/** The value of one series in a Prometheus text answer, or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('answers a loopback caller in the Prometheus text format: requests by route pattern and status, jobs, mails, streams', async () => {
    const client = new TestClient(t.app);
    expect((await client.get('/api/health')).statusCode).toBe(200);
    // Two different ids, one route pattern: the label is the pattern, not the URL.
    await client.get('/api/player-details/1');
    await client.get('/api/player-details/2');
    await enqueueMail(t.db, { to: uniqueEmail('metrics'), subject: 'Hello', text: 'Hi' });
    await t.app.jobsSettled();

    const response = await scrape('127.0.0.1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/player-details/:id",status="401"}'),
    ).toBe(2);
    expect(text).not.toContain('route="/api/player-details/1"');
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.1",method="GET",route="/api/health"');
    expect(sample(text, 'jobs{kind="mail",state="done"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'mails_sent_total')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'mails_failed_total')).toBe(0);
    expect(sample(text, 'event_streams_open')).toBe(0);
    // The ffmpeg uploads are transcoded with, by version and origin (decision 041).
    const { version, source } = t.app.ffmpeg;
    expect(version).toMatch(/\S/);
    expect(sample(text, `ffmpeg_info{version="${version}",source="${source}"}`)).toBe(1);
    if (process.env.TEST_DB_DRIVER === 'pg') {
      // The PostgreSQL pool: its size, and at least the connection that just read the jobs.
      expect(sample(text, 'db_pool_max_connections')).toBe(10);
      expect(sample(text, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    } else {
      // The embedded database has no connection pool to report.
      expect(text).not.toContain('db_pool_connections');
    }
    // IPv6 loopback too, and the page is not cached.
    const v6 = await scrape('::1');
    expect(v6.statusCode).toBe(200);
    expect(v6.headers['cache-control']).toBe('no-store');
  });

  it('refuses a caller that is not on loopback without the token (401), and answers with it', async () => {
    const without = await scrape('203.0.113.7');
    expect(without.statusCode).toBe(401);
    expect(without.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(without.body).not.toContain('http_request_duration_seconds');
    expect((await scrape('203.0.113.7', { authorization: 'Bearer wrong-token-0123456789abcd' })).statusCode).toBe(401);
    expect((await scrape('203.0.113.7', { authorization: TOKEN })).statusCode).toBe(401);
    const withToken = await scrape('203.0.113.7', { authorization: `Bearer ${TOKEN}` });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('does not take a request forwarded by an untrusted proxy on this host for a local one', async () => {
    expect((await scrape('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(401);
    expect((await scrape('127.0.0.1', { forwarded: 'for=203.0.113.7' })).statusCode).toBe(401);
    expect((await scrape('127.0.0.1', { 'x-real-ip': '203.0.113.7' })).statusCode).toBe(401);
  });
});

describe('who may read the metrics', () => {
  const remote = { ip: '198.51.100.1', socketAddress: '198.51.100.1', forwarded: false, authorization: undefined };

  it('answers 404 to a remote caller when no token is configured: for them there is no such page', () => {
    expect(metricsAccess(remote, undefined)).toBe(404);
    expect(metricsAccess({ ...remote, authorization: 'Bearer anything-at-all-here' }, undefined)).toBe(404);
    expect(metricsAccess({ ...remote, ip: '127.0.0.1', socketAddress: '127.0.0.1' }, undefined)).toBe('allowed');
  });

  it('believes a trusted proxy that says the client was on loopback', () => {
    // request.ip differs from the socket's address only when TRUST_PROXY trusted the proxy.
    expect(metricsAccess({ ...remote, ip: '127.0.0.1', socketAddress: '10.0.0.2', forwarded: true }, undefined)).toBe(
      'allowed',
    );
    expect(metricsAccess({ ...remote, ip: '127.0.0.1', socketAddress: '127.0.0.1', forwarded: true }, undefined)).toBe(
      404,
    );
  });

  it('knows loopback addresses', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopbackAddress(address)).toBe(true);
    }
    for (const address of ['10.0.0.1', '::ffff:10.0.0.1', '128.0.0.1', 'fe80::1', '', undefined]) {
      expect(isLoopbackAddress(address)).toBe(false);
    }
  });
});
