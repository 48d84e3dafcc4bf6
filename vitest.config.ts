import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { compiledCatalogs } from './apps/web/src/i18n/compiled-catalogs.ts';

const serverTests = ['apps/server/src/**/*.test.ts'];

// Building a test app migrates a fresh embedded database: a few seconds alone, more than 30 s on a
// busy 2-core machine. A hook's time limit catches a hang, not slowness (timings are benchmarks).
const SERVER_HOOK_TIMEOUT_MS = 120_000;

// A server test waits much of its time on its database (another process, for PostgreSQL) or on a
// hash in libuv's pool: two workers keep a 2-core machine busy where Vitest's default (cores - 1)
// ran one (decision 078).
const MAX_WORKERS = Math.max(2, availableParallelism() - 1);

// Each server test file builds its own app on its own database, and the app keeps its state on
// itself, so a worker's files share the server's modules instead of loading them per file (078).
const serverProject = { isolate: false, testTimeout: 20_000, hookTimeout: SERVER_HOOK_TIMEOUT_MS };

// The server suite runs on embedded PGlite always, and again on a PostgreSQL server when
// TEST_DATABASE_URL names one (CI does), so both drivers stay proven.
export default defineConfig({
  test: {
    maxWorkers: MAX_WORKERS,
    projects: [
      { test: { name: 'contract', include: ['packages/contract/**/*.test.ts'] } },
      // The web app's rules that need no browser (its pages are proven by the Playwright journeys).
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts', 'apps/web/build/**/*.test.ts'] } },
      {
        // The web's forms rendered as a person uses them (Testing Library in happy-dom): their
        // validation messages and the values they send, with only fetch stubbed. The build's catalog
        // plugin, so texts read as on the page.
        plugins: [compiledCatalogs(), react()],
        test: {
          name: 'web-components',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // A form typed key by key renders hundreds of times: seconds on a busy 2-core machine.
          testTimeout: 60_000,
        },
      },
      {
        // Whole server processes as a user starts them: lock, shutdown, admin bootstrap, crash safety.
        test: { name: 'server-process', include: ['apps/server/test/process/**/*.test.ts'], testTimeout: 300_000 },
      },
      {
        test: {
          name: 'server-pglite',
          include: serverTests,
          env: { TEST_DB_DRIVER: 'pglite' },
          globalSetup: ['apps/server/test/pglite-template.ts'],
          ...serverProject,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'server-postgres',
                include: serverTests,
                env: { TEST_DB_DRIVER: 'pg' },
                globalSetup: ['apps/server/test/global-setup.ts'],
                ...serverProject,
              },
            },
            {
              test: {
                name: 'server-process-postgres',
                include: ['apps/server/test/process-postgres/**/*.test.ts'],
                testTimeout: 300_000,
              },
            },
          ]
        : []),
    ],
  },
});
