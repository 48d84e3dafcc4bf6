import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { compiledCatalogs } from './apps/web/src/i18n/compiled-catalogs.ts';

const serverTests = ['apps/server/src/**/*.test.ts'];

// Building a test app migrates a fresh embedded database: a few seconds alone, more than 30 s on a
// busy 2-core machine. A hook's time limit catches a hang, not slowness (timings are benchmarks).
const SERVER_HOOK_TIMEOUT_MS = 120_000;

// The server suite runs on embedded PGlite always, and again on a PostgreSQL server when
// TEST_DATABASE_URL names one (CI does), so both drivers stay proven.
export default defineConfig({
  test: {
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
          testTimeout: 20_000,
          hookTimeout: SERVER_HOOK_TIMEOUT_MS,
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
                testTimeout: 20_000,
                hookTimeout: SERVER_HOOK_TIMEOUT_MS,
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
