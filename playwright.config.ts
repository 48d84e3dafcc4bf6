import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN } from './apps/web/e2e/support/credentials.ts';

// E2E_PORT lets several checkouts run their journeys side by side on one machine.
const MAIN_PORT = Number(process.env.E2E_PORT ?? 3100);
const FLAGS_PORT = MAIN_PORT + 1;
// The local stand-in for YouTube that the main server syncs channels from (apps/server/test/fake-youtube.ts).
const FAKE_YOUTUBE_PORT = MAIN_PORT + 2;
const FAKE_YOUTUBE_URL = `http://127.0.0.1:${FAKE_YOUTUBE_PORT}`;

// The config is evaluated again in every worker: keep the directories the runner made, through the environment.
function freshDataDir(variable: string, name: string): string {
  process.env[variable] ??= mkdtempSync(path.join(tmpdir(), `scouting-e2e-${name}-`));
  return process.env[variable];
}

function server(port: number, dataDir: string, flags: Record<string, string> = {}) {
  return {
    // The production build of apps/web, served by the server exactly as a user starts it.
    command: 'node apps/server/src/main.ts',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    env: {
      // Adds the test-only routes (POST /api/test/notifications) that journeys use to cause events.
      NODE_ENV: 'test',
      PORT: String(port),
      APP_ORIGIN: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT_MAX: '1000',
      LOG_LEVEL: 'warn',
      ...flags,
    },
  };
}

export default defineConfig({
  testDir: 'apps/web/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: 'list',
  // Generous waits: CI is a 2-core machine running two workers, the server and two browsers at once,
  // where a page can take 8 s from navigation to its first API call. The journeys check behaviour;
  // how fast pages are is measured by `npm run lighthouse`, not here. A journey with several people or
  // many axe runs says `test.slow()`, which triples this: one CI run took 2.1 min on such a journey.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    browserName: 'chromium',
    colorScheme: 'light',
    // The built app registers a service worker (decision 027). Journeys that stub requests with
    // page.route or count them stay about what they test: only installable.spec.ts allows it.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-gpu',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'main',
      testIgnore: /flags\.spec\.ts$/,
      use: { baseURL: `http://localhost:${MAIN_PORT}` },
    },
    {
      name: 'flags',
      testMatch: /flags\.spec\.ts$/,
      use: { baseURL: `http://localhost:${FLAGS_PORT}` },
    },
  ],
  webServer: [
    server(MAIN_PORT, freshDataDir('SCOUTING_E2E_MAIN_DATA_DIR', 'main'), {
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      YOUTUBE_WEB_BASE_URL: FAKE_YOUTUBE_URL,
      YOUTUBE_API_BASE_URL: `${FAKE_YOUTUBE_URL}/youtube/v3`,
      // Forwarded Transfermarkt applications land in the dev outbox, addressed here.
      TRANSFERMARKT_EMAIL: 'data-team@transfermarkt.example',
    }),
    {
      command: 'node apps/server/test/fake-youtube-main.ts',
      url: `${FAKE_YOUTUBE_URL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'pipe' as const,
      env: { FAKE_YOUTUBE_PORT: String(FAKE_YOUTUBE_PORT) },
    },
    server(FLAGS_PORT, freshDataDir('SCOUTING_E2E_FLAGS_DATA_DIR', 'flags'), {
      PRIVATE_TESTING_MODE: 'true',
      SIGNUP_DISABLED: 'true',
    }),
  ],
});
