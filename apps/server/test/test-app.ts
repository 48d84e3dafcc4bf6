import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type AppOptions, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database, DatabaseHandle } from '../src/db/client.ts';
import { recordAnswers } from './documented-answers.ts';
import { createTestDatabase } from './test-database.ts';

type Payload = InjectOptions['payload'];

export const TEST_ORIGIN = 'http://localhost:3000';

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
};

/** The real app on a fresh database, with the dev outbox as its mailer and generous rate limits. */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: Pick<
    AppOptions,
    | 'youtube'
    | 'mailer'
    | 'storage'
    | 'logger'
    | 'logStream'
    | 'writeLimits'
    | 'onRoute'
    | 'keyValueStore'
    | 'redis'
    | 'dependencyChecks'
  > & {
    /** Another instance's database (scheduled work across instances); closed by whoever opened it. */
    database?: DatabaseHandle;
  } = {},
): Promise<TestApp> {
  const { database: shared, ...appOptions } = options;
  const database = shared ?? (await createTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'scouting-test-')),
    APP_ORIGIN: TEST_ORIGIN,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    AUTH_RATE_LIMIT_MAX: '1000',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const answers = recordAnswers();
  const app = await buildApp(config, {
    db: database.db,
    logger: false,
    webDistDir: '/nonexistent',
    ...appOptions,
    onRoute(route) {
      options.onRoute?.call(this, route);
      answers.onRoute(route);
    },
  });
  await app.ready();
  return {
    app,
    db: database.db,
    async close() {
      const { undocumented, mismatched } = await answers.check(app);
      await app.close();
      if (!shared) await database.close();
      if (undocumented.length > 0) {
        throw new Error(`Error answers the OpenAPI document does not list:\n${undocumented.join('\n')}`);
      }
      if (mismatched.length > 0) {
        throw new Error(`Answers their documented OpenAPI schema refuses:\n${mismatched.join('\n')}`);
      }
    },
  };
}

/**
 * The setup most test files share: one app on a fresh database for the whole file, closed after
 * its last test. The returned object is filled in before the first test runs.
 */
export function useTestApp(
  env: Record<string, string> = {},
  options: Pick<AppOptions, 'youtube'> = {},
  timeout?: number,
): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await buildTestApp(env, options));
  }, timeout);
  afterAll(() => t.close());
  return t;
}

/** A browser-like client: keeps the session cookie and sends the app's Origin like a page would. */
export class TestClient {
  cookie = '';
  readonly app: FastifyInstance;
  readonly ip: string;

  constructor(app: FastifyInstance, ip = '127.0.0.1') {
    this.app = app;
    this.ip = ip;
  }

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      remoteAddress: this.ip,
      ...options,
      headers: {
        origin: TEST_ORIGIN,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...options.headers,
      },
    });
    const setCookies = response.headers['set-cookie'];
    for (const raw of Array.isArray(setCookies) ? setCookies : setCookies ? [setCookies] : []) {
      const [pair] = raw.split(';');
      if (!pair) continue;
      const [name] = pair.split('=');
      const kept = this.cookie
        .split('; ')
        .filter((c) => c && !c.startsWith(`${name}=`))
        .concat(raw.includes('Max-Age=0') ? [] : [pair]);
      this.cookie = kept.join('; ');
    }
    return response;
  }

  get = (url: string) => this.request({ method: 'GET', url });
  post = (url: string, payload: Payload = {}) => this.request({ method: 'POST', url, payload });
  put = (url: string, payload: Payload = {}) => this.request({ method: 'PUT', url, payload });
  delete = (url: string, payload?: Payload) => this.request({ method: 'DELETE', url, payload });
}
