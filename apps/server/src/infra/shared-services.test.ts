import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/process/server-process.ts';
import { startS3Server, type TestS3Server } from '../../test/s3-server.ts';
import { redisAnswers, TEST_REDIS_URL } from '../../test/services.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { loadConfig } from '../config.ts';
import { openSharedServices, type SharedServices } from './shared-services.ts';

const secret = { AUTH_SECRET: 'x'.repeat(32), NODE_ENV: 'test' };

describe('without REDIS_URL and S3_BUCKET', () => {
  it('leaves every store to the in-process and local-disk defaults, and checks nothing more', () => {
    const shared = openSharedServices(loadConfig(secret));
    expect(shared.keyValueStore).toBeUndefined();
    expect(shared.limitStore).toBeUndefined();
    expect(shared.storage).toBeUndefined();
    expect(shared.redisConnections).toBeUndefined();
    expect(shared.dependencyChecks).toEqual([]);
  });
});

const available = await redisAnswers();

describe.skipIf(!available)('with Redis and a bucket', () => {
  let s3: TestS3Server;
  let shared: SharedServices;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3Server();
    shared = openSharedServices(loadConfig({ ...secret, REDIS_URL: TEST_REDIS_URL, ...s3.env }));
    t = await buildTestApp(
      { AUTH_RATE_LIMIT_MAX: '2' },
      {
        keyValueStore: shared.keyValueStore,
        storage: shared.storage,
        writeLimits: { store: shared.limitStore },
        redis: shared.redis,
        dependencyChecks: shared.dependencyChecks,
      },
    );
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await shared?.close();
    await s3?.close();
  });

  it('reports the database, Redis and the object store up, then the object store down once it stops', async () => {
    const healthy = await t.app.inject('/api/health');
    expect(healthy.json()).toEqual({
      status: 'ok',
      dependencies: { database: 'up', redis: 'up', objectStore: 'up' },
      queue: { waiting: 0, failed: 0 },
    });
    await s3.close();
    const down = await t.app.inject('/api/health');
    expect(down.statusCode).toBe(503);
    expect(down.json().dependencies).toEqual({ database: 'up', redis: 'up', objectStore: 'down' });
  });

  it('opens subscriber connections of its own, closed with the rest', async () => {
    const subscriber = shared.redisConnections?.createSubscriber();
    expect(await subscriber?.ping()).toBe('PONG');
  });
});

describe('with a Redis that does not answer', () => {
  it('answers 503 with Redis down, within the check timeout', async () => {
    const port = await freePort();
    const shared = openSharedServices(loadConfig({ ...secret, REDIS_URL: `redis://127.0.0.1:${port}` }));
    const t = await buildTestApp({}, { dependencyChecks: shared.dependencyChecks });
    try {
      const started = Date.now();
      const down = await t.app.inject('/api/health');
      expect(down.statusCode).toBe(503);
      expect(down.json().dependencies).toEqual({ database: 'up', redis: 'down' });
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await t.close();
      await shared.close();
    }
  });
});
