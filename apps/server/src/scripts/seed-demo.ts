import { createAuth } from '../auth/auth.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { DataDirLockedError } from '../db/lock.ts';
import { openSharedServices } from '../infra/shared-services.ts';
import { createLocalStorage } from '../infra/storage/storage.ts';
import { openRuntime } from '../server-runtime.ts';
import { AlreadySeededError, DEMO_PASSWORD, seedDemo } from '../tooling/demo/seed-demo.ts';

async function run() {
  const config = loadConfig();
  const runtime = await openRuntime(config, 'seed:demo');
  // The demo's pictures and documents go where the app will read them: the bucket when S3_BUCKET is set.
  const shared = openSharedServices(config);
  try {
    const auth = createAuth(config, runtime.database.db, { send: async () => {} });
    const storage = shared.storage ?? createLocalStorage(`${config.dataDir}/uploads`);
    const credentials = await seedDemo(runtime.database.db, auth, storage);
    console.log(`Demo data created. Every account's password is: ${DEMO_PASSWORD}\n`);
    console.table(credentials);
    console.log(`\nStart the app with "npm start" and log in at ${config.appOrigin}`);
  } finally {
    await shared.close();
    await runtime.release();
  }
}

run().catch((error: unknown) => {
  const known =
    error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof AlreadySeededError;
  console.error(known ? (error as Error).message : error);
  // Each step of the seed commits on its own (it goes through the business functions).
  if (!known) console.error('The demo data may be incomplete: seed an empty database (a fresh DATA_DIR) again.');
  process.exit(1);
});
