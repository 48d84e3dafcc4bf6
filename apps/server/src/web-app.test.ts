import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const INDEX_HTML = '<!doctype html><title>app</title>';
const ASSET_JS = `console.log(${'"a hashed asset" + '.repeat(50)}1)`;
const SERVICE_WORKER = 'self.addEventListener("fetch", () => {})';
const MANIFEST = JSON.stringify({ name: 'Scouting Network', start_url: '/' });

/** A tiny build as `npm run build` lays it out: each file with its .br and .gz beside it. */
function fakeDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'scouting-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  const write = (file: string, content: string) => {
    writeFileSync(path.join(dist, file), content);
    writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(content));
    writeFileSync(path.join(dist, `${file}.gz`), gzipSync(content));
  };
  write('index.html', INDEX_HTML);
  write('assets/app-abc123.js', ASSET_JS);
  // vite-plugin-pwa writes these after the compression plugin ran: no .br or .gz beside them.
  writeFileSync(path.join(dist, 'sw.js'), SERVICE_WORKER);
  writeFileSync(path.join(dist, 'manifest.webmanifest'), MANIFEST);
  return dist;
}

let app: FastifyInstance;
let closeDatabase: () => Promise<void>;

beforeAll(async () => {
  const dist = fakeDist();
  const database = await createTestDatabase();
  closeDatabase = database.close;
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dist, AUTH_SECRET: 'x'.repeat(32), LOG_LEVEL: 'silent' });
  app = await buildApp(config, { db: database.db, logger: false, webDistDir: dist });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await closeDatabase?.();
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the built pages', () => {
  it('never caches index.html without asking again, at / and as the fallback of client routes', async () => {
    for (const url of ['/', '/index.html', '/player-dashboard']) {
      const page = await get(url, 'br, gzip');
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers['content-type'], url).toContain('text/html');
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(page.rawPayload).toString(), url).toBe(INDEX_HTML);
    }
  });

  it('caches a hashed asset for a year and sends the brotli file to a browser that accepts it', async () => {
    const asset = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toContain('javascript');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(ASSET_JS);
  });

  it('sends the gzip file to a browser without brotli, and the plain file to one that accepts neither', async () => {
    const gzipped = await get('/assets/app-abc123.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(ASSET_JS);
    expect(gzipped.headers['cache-control']).toContain('immutable');

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET_JS);
  });

  it('has the browser check the service worker on every visit, so a new version is found (decision 027)', async () => {
    const worker = await get('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(worker.body).toBe(SERVICE_WORKER);
    // Written after the build compressed the other files: compressed as it is sent instead.
    const compressed = await get('/sw.js', 'br, gzip');
    expect(compressed.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(SERVICE_WORKER);
    expect(worker.headers['content-security-policy']).toContain("worker-src 'self'");
  });

  it('sends the web app manifest as application/manifest+json, revalidated like the page', async () => {
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toEqual(JSON.parse(MANIFEST));
    expect(manifest.headers['content-security-policy']).toContain("manifest-src 'self'");
  });

  it('answers an unknown API path with JSON, not the page', async () => {
    const answer = await get('/api/unknown', 'br');
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('API answers', () => {
  it('compresses a JSON answer above 1 kB with brotli or gzip, as the client accepts', async () => {
    const plain = await get('/api/countries');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get('/api/countries', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await get('/api/countries', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a small JSON answer as it is', async () => {
    const config = await get('/api/config', 'br, gzip');
    expect(config.statusCode).toBe(200);
    expect(config.rawPayload.length).toBeLessThan(1024);
    expect(config.headers['content-encoding']).toBeUndefined();
    expect(config.json()).toHaveProperty('privateTestingMode');
  });
});
